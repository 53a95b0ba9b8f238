import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { agentTeamZhCN } from '../../../shared/i18n/locales/sections/agent-team.zh-CN.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { CardTable, type TCardColumn } from '../../../shared/ui/card-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import type { TTeamMember } from '../api/team-members.ts';
import { actionsFor, type TMemberAction, type TMemberDialogProps } from '../member-actions.ts';
import { memberStateOf } from '../logic/member-state.ts';

// One lazy component per dialog action, made once, so React keeps its loaded chunk.
const dialogs = new Map<string, ComponentType<TMemberDialogProps>>();
function dialogOf(action: TMemberAction & { run: { kind: 'dialog' } }) {
  let dialog = dialogs.get(action.key);
  if (!dialog) {
    dialog = lazy(action.run.load);
    dialogs.set(action.key, dialog);
  }
  return dialog;
}

/**
 * A page of team members: who (drill-down link for members with their own), type and prize group,
 * money, turnover, last login, state and the actions that apply to a direct member; a card per
 * member on a phone.
 */
export function MemberTable({
  items,
  onDrill,
  onChanged,
}: {
  items: readonly TTeamMember[];
  onDrill(member: TTeamMember): void;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const privileges = useUserInfo((state) => state.privileges);
  const bonusPrivileges = useUserInfo((state) => state.bonusPrivileges);
  const context = useMemo(() => ({ privileges, bonusPrivileges }), [privileges, bonusPrivileges]);
  const [open, setOpen] = useState<{ action: TMemberAction; member: TTeamMember } | null>(null);
  const c = (key: keyof typeof agentTeamZhCN.columns) => t(`agentTeam.columns.${key}`);
  const OpenDialog = open?.action.run.kind === 'dialog' ? dialogOf(open.action as never) : null;
  const columns: TCardColumn<TTeamMember>[] = [
    {
      key: 'role',
      title: c('role'),
      cell: (member) => (
        <>
          {t(`agentTeam.roles.${member.Role}`)} · {member.PrizeGroup}
          {member.Role === 'agent' && (
            <small className="muted">
              {' '}
              · {c('teamSize')} {member.TeamSize}
            </small>
          )}
        </>
      ),
    },
    {
      key: 'balance',
      title: c('balance'),
      isNumber: true,
      cell: (member) => <Money amount={member.Balance} />,
    },
    {
      key: 'teamBalance',
      title: c('teamBalance'),
      isNumber: true,
      cell: (member) => <Money amount={member.TeamBalance} />,
    },
    {
      key: 'turnover',
      title: c('turnover'),
      isNumber: true,
      cell: (member) => <Money amount={member.Turnover} />,
    },
    {
      key: 'lastLogin',
      title: c('lastLogin'),
      cell: (member) =>
        member.LastLoginAt === null ? t('agentTeam.never') : siteTime.dateTime(member.LastLoginAt),
    },
    {
      key: 'state',
      title: c('state'),
      cell: (member) => {
        const state = memberStateOf(member.StateFlags);
        return <span className={`team-state is-${state}`}>{t(`agentTeam.states.${state}`)}</span>;
      },
    },
    {
      key: 'actions',
      title: c('actions'),
      isActions: true,
      cell: (member) => {
        const actions = actionsFor(member, context);
        return (
          actions.length > 0 && (
            <div
              className="team-actions"
              role="group"
              aria-label={t('agentTeam.actions.menu', { loginId: member.LoginId })}
            >
              {actions.map((action) =>
                action.run.kind === 'link' ? (
                  <Link key={action.key} className="button" to={action.run.href(member)}>
                    {action.label(t)}
                  </Link>
                ) : (
                  <button
                    key={action.key}
                    type="button"
                    className="button"
                    onClick={() => setOpen({ action, member })}
                  >
                    {action.label(t)}
                  </button>
                ),
              )}
            </div>
          )
        );
      },
    },
  ];
  return (
    <>
      <CardTable
        rowHeader={{
          title: c('member'),
          cell: (member) => (
            <>
              {member.DirectCount > 0 ? (
                <button type="button" className="text-button" onClick={() => onDrill(member)}>
                  {member.LoginId}
                </button>
              ) : (
                member.LoginId
              )}
              <br />
              <small className="muted">
                {member.NickName}
                {member.Depth > 1 && ` · ${t('agentTeam.level', { depth: member.Depth })}`}
              </small>
            </>
          ),
        }}
        columns={columns}
        rows={items}
        rowKey={(member) => member.UserId}
      />
      {open && OpenDialog && (
        <Suspense fallback={null}>
          <OpenDialog
            member={open.member}
            onClose={(changed) => {
              setOpen(null);
              if (changed) onChanged();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
