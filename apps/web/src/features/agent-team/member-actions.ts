import type { TBonusPrivileges, TPrivileges } from '@lottery/contracts';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { TTeamMember } from './api/team-members.ts';

/** What an action's dialog gets: the member, and how to close (changed: reload the list). */
export interface TMemberDialogProps {
  member: TTeamMember;
  onClose(changed: boolean): void;
}

/** Whom an action is for: the caller's own privilege sets (null while they load). */
export interface TMemberActionContext {
  privileges: TPrivileges | null;
  bonusPrivileges: TBonusPrivileges | null;
}

/**
 * One thing an agent may do to a direct member from /Player. Other parts of the agent programme
 * add their entries to `memberActions` below (contracts, daily pay, dividends, transfers,
 * letters); /Player shows every entry that applies, in this order.
 */
export interface TMemberAction {
  key: string;
  /** The button's text, from the part's own i18n section. */
  label(t: TFunction): string;
  appliesTo(member: TTeamMember, context: TMemberActionContext): boolean;
  /** A screen to go to, or a dialog loaded on first use (its own chunk). */
  run:
    | { kind: 'link'; href(member: TTeamMember): string }
    | { kind: 'dialog'; load(): Promise<{ default: ComponentType<TMemberDialogProps> }> };
}

export const memberActions: readonly TMemberAction[] = [
  {
    key: 'team',
    label: (t) => t('agentTeam.actions.team'),
    appliesTo: (member) => member.Role === 'agent' && member.DirectCount > 0,
    run: {
      kind: 'link',
      href: (member) => `/Player?parent=${encodeURIComponent(member.LoginId)}`,
    },
  },
  {
    key: 'transfer',
    label: (t) => t('agentTransfers.transfer.open'),
    appliesTo: (_member, { privileges }) =>
      !!privileges &&
      (privileges.IsTransferPointEnabled ||
        privileges.IsSuperTransferPointEnabled ||
        privileges.IsDepositFromWalletEnabled),
    run: {
      kind: 'dialog',
      load: () => import('../agent-transfers/components/transfer-dialog.tsx'),
    },
  },
  {
    key: 'letter',
    label: (t) => t('agentTransfers.letters.send'),
    appliesTo: () => true,
    run: {
      kind: 'link',
      href: (member) => `/SendLetter?member=${encodeURIComponent(member.LoginId)}`,
    },
  },
];

/** The actions shown for a direct member, in list order. */
export const actionsFor = (member: TTeamMember, context: TMemberActionContext) =>
  member.Depth === 1 ? memberActions.filter((action) => action.appliesTo(member, context)) : [];
