import type { TBonusPrivileges, TPrivileges } from '@lottery/contracts';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { paths } from '../../config/paths.ts';
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
    key: 'move',
    label: (t) => t('agentTeam.move.action'),
    appliesTo: () => true,
    run: { kind: 'dialog', load: () => import('./dialogs/move-member-dialog.tsx') },
  },
  {
    key: 'behaviours',
    label: (t) => t('agentTeam.behaviours.action'),
    appliesTo: () => true,
    run: { kind: 'dialog', load: () => import('./dialogs/behaviours-dialog.tsx') },
  },
  {
    key: 'delete',
    label: (t) => t('agentTeam.remove.action'),
    // The server decides the rest (money, open bets); members of its own show here already.
    appliesTo: (member) => member.TeamSize === 0,
    run: { kind: 'dialog', load: () => import('./dialogs/delete-member-dialog.tsx') },
  },
  {
    key: 'contract',
    label: (t) => t('agentContracts.actions.contract'),
    appliesTo: (_member, { privileges }) => (privileges?.ContractPermission.length ?? 0) > 0,
    run: { kind: 'link', href: (member) => paths.myContract.getHref(member.LoginId) },
  },
  {
    key: 'dailyPay',
    label: (t) => t('agentContracts.actions.dailyPay'),
    appliesTo: (_member, { privileges }) => (privileges?.DailyPayPermission.length ?? 0) > 0,
    run: { kind: 'link', href: (member) => paths.tradeAgreement.getHref(member.LoginId) },
  },
  {
    // Dividends are paid to member agents (by their contract with the caller).
    key: 'dividend',
    label: (t) => t('agentDividends.memberAction'),
    appliesTo: (member) => member.Role === 'agent',
    run: {
      kind: 'link',
      href: (member) => `/DividendManagement?member=${encodeURIComponent(member.LoginId)}`,
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
