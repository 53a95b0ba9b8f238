import type { TBonusPrivileges } from '@lottery/contracts';
import { paths } from '../../config/paths.ts';
import type { shellMenuZhCN } from '../../shared/i18n/locales/sections/shell-menu.zh-CN.ts';
import { routeTable } from '../routes/route-table.ts';

type TNavKey = keyof (typeof shellMenuZhCN)['nav'];

export interface TNavItem {
  label: TNavKey;
  href: string;
  /** False while the route shows the "coming soon" page (route-table.ts: screen null). */
  isBuilt: boolean;
  /** Shown only to an agent an administrator granted this programme (Privileges/BonusPrivileges). */
  bonusPrivilege?: keyof TBonusPrivileges;
  /**
   * Shown only while the user info says so (SPEC §3 activityInfo.redPacketSolitaireEntryable:
   * a relay the player may join is running), so the entry never leads to an empty screen.
   */
  whenEntryable?: true;
}

export interface TNavGroup {
  label: TNavKey;
  items: readonly TNavItem[];
  isAgentOnly?: boolean;
}

const builtPaths = new Set(routeTable.filter((entry) => entry.screen).map((entry) => entry.path));
const item = (label: TNavKey, href: string, bonusPrivilege?: keyof TBonusPrivileges): TNavItem => ({
  label,
  href,
  // A view of a screen (`/ProfitReport?view=team`) is built when its screen is.
  isBuilt: builtPaths.has(href.split('?')[0] ?? href),
  ...(bonusPrivilege && { bonusPrivilege }),
});

/** Every section of the product, grouped as the menu shows them (SPEC §2's routes). */
export const navGroups: readonly TNavGroup[] = [
  {
    label: 'betting',
    items: [
      item('lobby', paths.home.getHref()),
      item('comboBet', paths.comboBet.getHref()),
      item('drawLobby', paths.drawLobby.getHref()),
      item('blockChainHash', paths.blockChainHash.getHref()),
      item('chat', paths.chat.getHref()),
    ],
  },
  {
    label: 'records',
    items: [
      item('bets', paths.betRecord.getHref()),
      item('schedules', paths.scheduleRecord.getHref()),
      item('cashFlow', paths.cashFlowRecord.getHref()),
      item('profit', paths.profitReport.getHref()),
    ],
  },
  {
    label: 'wallet',
    items: [
      item('deposit', paths.deposit.getHref()),
      item('depositRecord', paths.depositRecord.getHref()),
      item('withdraw', paths.withdrawRequest.getHref()),
      item('withdrawRecord', paths.withdrawRecord.getHref()),
      item('bonusWallet', paths.bonusWallet.getHref()),
    ],
  },
  {
    label: 'account',
    items: [
      item('accountInfo', paths.accountInfo.getHref()),
      item('accountSecurity', paths.accountSecurity.getHref()),
      item('accountPassword', paths.accountPassword.getHref()),
      item('customerService', paths.chatAnonymity.getHref()),
      item('myContract', paths.myContract.getHref()),
      item('tradeAgreement', paths.tradeAgreement.getHref()),
      item('tradeAgreementCurrency', paths.tradeAgreementCurrency.getHref()),
    ],
  },
  {
    label: 'agent',
    isAgentOnly: true,
    items: [
      item('players', paths.player.getHref()),
      item('createPlayer', paths.createPlayer.getHref()),
      item('registerLink', paths.registerLink.getHref()),
      item('bonusManagement', paths.bonusManagement.getHref(), 'HaveBonusPermission'),
      item('dividendManagement', paths.dividendManagement.getHref()),
      item('proportionalDividend', paths.proportionalDividend.getHref()),
      item(
        'shareHolderBonusLottery',
        paths.shareHolderBonusLottery.getHref(),
        'HasShareHolderBonus',
      ),
      item(
        'shareHolderBonusExternal',
        paths.shareHolderBonusExternal.getHref(),
        'HasShareHolderBonusExternal',
      ),
      item('activeAccount', paths.activeAccount.getHref()),
      item('agentTransfer', paths.agentTransfer.getHref()),
      item('sendLetter', paths.sendLetter.getHref()),
      item('teamReport', paths.teamReport.getHref()),
    ],
  },
  {
    label: 'activities',
    items: [
      item('activityList', paths.activity.getHref()),
      { ...item('redPacketSolitaire', paths.redPacketSolitaire.getHref()), whenEntryable: true },
      item('coupons', paths.couponList.getHref()),
    ],
  },
  {
    label: 'announcements',
    items: [
      item('announcements', paths.announcement.getHref()),
      item('stationLetters', paths.stationLetter.getHref()),
    ],
  },
  {
    label: 'downloads',
    items: [item('downloads', paths.downloadCenter.getHref())],
  },
];
