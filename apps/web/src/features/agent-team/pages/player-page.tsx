import { teamMemberSorts, teamMemberStates, type TTeamMemberSort } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { PagedResult } from '../../../shared/ui/paged-result.tsx';
import {
  teamMembersKey,
  teamPageSize,
  useTeamMembers,
  type TTeamMember,
} from '../api/team-members.ts';
import { MemberTable } from '../components/member-table.tsx';
import '../styles/agent-team.css';

const BehavioursDialog = lazy(() => import('../dialogs/behaviours-dialog.tsx'));

interface TFilters {
  scope: 'direct' | 'team';
  search: string;
  role: '' | 'player' | 'agent';
  state: '' | (typeof teamMemberStates)[number];
  sortBy: TTeamMemberSort;
}

const initialFilters: TFilters = {
  scope: 'direct',
  search: '',
  role: '',
  state: '',
  sortBy: 'registered',
};

/**
 * /Player: the agent's direct members or whole team with balance, team balance, today's turnover,
 * last login and state; search, filters and sorting; a member with members of its own opens its
 * level (?parent=<loginId>, so the browser's back goes up again); actions on direct members.
 */
export default function PlayerPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const parent = params.get('parent') ?? undefined;
  const [filters, setFilters] = useState(initialFilters);
  const [searchDraft, setSearchDraft] = useState('');
  const [page, setPage] = useState(1);
  // The After of each page reached by "next" (keyset paging: a deep page of a huge team costs
  // what the first does); any change of filters, sort or level starts over from page 1.
  const [afters, setAfters] = useState<Record<number, string>>({});
  const [isBulkOpen, setIsBulkOpen] = useState(false);
  const restart = () => {
    setPage(1);
    setAfters({});
  };
  const change = (next: Partial<TFilters>) => {
    setFilters({ ...filters, ...next });
    restart();
  };
  // Drilling in, the browser's back and "back to own" all change the level.
  const [pagedParent, setPagedParent] = useState(parent);
  if (pagedParent !== parent) {
    setPagedParent(parent);
    restart();
  }
  const members = useTeamMembers({
    Scope: parent ? 'direct' : filters.scope,
    ...(parent && { ParentLoginId: parent }),
    ...(filters.search && { Search: filters.search }),
    ...(filters.role && { Role: filters.role }),
    ...(filters.state && { State: filters.state }),
    SortBy: filters.sortBy,
    SortDesc: filters.sortBy !== 'loginId',
    PageIndex: page,
    PageSize: teamPageSize,
    ...(afters[page] && { After: afters[page] }),
  });
  const turnTo = (next: number) => {
    const nextAfter = members.data?.NextAfter;
    if (next === page + 1 && nextAfter && !members.isPlaceholderData)
      setAfters({ ...afters, [next]: nextAfter });
    setPage(next);
  };
  const drill = (member: TTeamMember) => setParams({ parent: member.LoginId });
  const level = members.data?.Parent;
  return (
    <section className="team-page" aria-labelledby="player-title">
      <h1 id="player-title">{t('agentTeam.player.title')}</h1>
      {!parent && (
        <p className="team-level">
          <button type="button" className="button" onClick={() => setIsBulkOpen(true)}>
            {t('agentTeam.behaviours.bulk')}
          </button>
        </p>
      )}
      {isBulkOpen && (
        <Suspense fallback={null}>
          <BehavioursDialog
            onClose={(changed) => {
              setIsBulkOpen(false);
              if (changed) void queryClient.invalidateQueries({ queryKey: teamMembersKey });
            }}
          />
        </Suspense>
      )}
      {parent && (
        <p className="team-level">
          {level && (
            <span>
              {t('agentTeam.player.level', { loginId: level.LoginId, depth: level.Depth })}
            </span>
          )}
          <button type="button" className="button" onClick={() => history.back()}>
            {t('agentTeam.player.back')}
          </button>
          <button type="button" className="text-button" onClick={() => setParams({})}>
            {t('agentTeam.player.backToOwn')}
          </button>
        </p>
      )}
      <form
        className="form-rows"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          change({ search: searchDraft.trim() });
        }}
      >
        {!parent && (
          <FormRow label={t('agentTeam.player.scopeTeam')}>
            <select
              value={filters.scope}
              onChange={(event) => change({ scope: event.target.value as TFilters['scope'] })}
            >
              <option value="direct">{t('agentTeam.player.scopeDirect')}</option>
              <option value="team">{t('agentTeam.player.scopeTeam')}</option>
            </select>
          </FormRow>
        )}
        <FormRow label={t('agentTeam.player.search')}>
          <input
            type="search"
            value={searchDraft}
            maxLength={32}
            onChange={(event) => setSearchDraft(event.target.value)}
            onBlur={() =>
              searchDraft.trim() !== filters.search && change({ search: searchDraft.trim() })
            }
          />
        </FormRow>
        <FormRow label={t('agentTeam.player.role')}>
          <select
            value={filters.role}
            onChange={(event) => change({ role: event.target.value as TFilters['role'] })}
          >
            <option value="">{t('agentTeam.player.allRoles')}</option>
            <option value="player">{t('agentTeam.roles.player')}</option>
            <option value="agent">{t('agentTeam.roles.agent')}</option>
          </select>
        </FormRow>
        <FormRow label={t('agentTeam.player.state')}>
          <select
            value={filters.state}
            onChange={(event) => change({ state: event.target.value as TFilters['state'] })}
          >
            <option value="">{t('agentTeam.player.allStates')}</option>
            {teamMemberStates.map((state) => (
              <option key={state} value={state}>
                {t(`agentTeam.states.${state}`)}
              </option>
            ))}
          </select>
        </FormRow>
        <FormRow label={t('agentTeam.player.sortBy')}>
          <select
            value={filters.sortBy}
            onChange={(event) => change({ sortBy: event.target.value as TTeamMemberSort })}
          >
            {teamMemberSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`agentTeam.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </FormRow>
      </form>
      {members.data && (
        <p className="muted team-total">
          {t('agentTeam.player.total', { count: members.data.TotalCount })}
        </p>
      )}
      <PagedResult
        query={members}
        emptyText={t('agentTeam.player.empty')}
        page={page}
        pageSize={teamPageSize}
        onPage={turnTo}
      >
        {(data) => (
          <MemberTable
            items={data.Items}
            onDrill={drill}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: teamMembersKey })}
          />
        )}
      </PagedResult>
    </section>
  );
}
