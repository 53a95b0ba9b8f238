import { lazy } from 'react';
import { loadScreenSections } from '../../shared/i18n/locales/sections/screen-sections.ts';
import type * as TAccountScreens from './account-screens.ts';
import type * as TAgentScreens from './agent-screens.ts';
import { preloadable, type TPreloadable } from './preloadable.tsx';
import type { TScreenKey } from './route-table.ts';
import type * as TWalletScreens from './wallet-screens.ts';

/** A screen whose texts are a section of their own, loaded with it (and added before it shows). */
const withScreenTexts = <T,>(load: () => Promise<T>) =>
  Promise.all([loadScreenSections(), load()]).then(([, screen]) => screen);

/** A screen of a chunk that holds several (wallet-screens.ts, account-screens.ts). */
const walletScreen = (name: Exclude<keyof typeof TWalletScreens, 'showDepositCancelled'>) =>
  preloadable(() =>
    withScreenTexts(() => import('./wallet-screens.ts')).then((m) => ({ default: m[name] })),
  );
const accountScreen = (name: keyof typeof TAccountScreens) =>
  preloadable(() =>
    withScreenTexts(() => import('./account-screens.ts')).then((m) => ({ default: m[name] })),
  );

const agentScreen = (name: keyof typeof TAgentScreens) =>
  preloadable(() =>
    withScreenTexts(() => import('./agent-screens.ts')).then((m) => ({ default: m[name] })),
  );

/** Each built screen, loaded on demand so the first page stays small. */
export const screens: Record<TScreenKey, TPreloadable> = {
  Login: preloadable(() => import('../../features/auth/login-page.tsx')),
  ChatAnonymity: preloadable(() =>
    withScreenTexts(() => import('../../features/customer-service/customer-service-page.tsx')),
  ),
  Register: preloadable(() => import('../../features/auth/register-page.tsx')),
  Timeout: preloadable(() => import('../../features/status-pages/timeout-page.tsx')),
  Offline: preloadable(() => import('../../features/status-pages/offline-page.tsx')),
  LinkFailure: preloadable(() => import('../../features/status-pages/link-failure-page.tsx')),
  ErrorMsg: preloadable(() => import('../../features/status-pages/error-msg-page.tsx')),
  IPRestricted: preloadable(() => import('../../features/status-pages/ip-restricted-page.tsx')),
  Home: preloadable(() => import('../../features/draws/pages/home-page.tsx')),
  DrawLobby: preloadable(() => import('../../features/draws/pages/draw-lobby-page.tsx')),
  DrawHistory: preloadable(() => import('../../features/draws/pages/draw-history-page.tsx')),
  BlockChainHash: preloadable(() => import('../../features/draws/pages/block-chain-hash-page.tsx')),
  Bet: preloadable(() => withScreenTexts(() => import('../../features/bet/pages/bet-page.tsx'))),
  MultiBet: preloadable(() =>
    withScreenTexts(() => import('../../features/multi-bet/pages/multi-bet-page.tsx')),
  ),
  ComboBet: preloadable(() =>
    withScreenTexts(() => import('../../features/multi-bet/pages/combo-bet-page.tsx')),
  ),
  BetRecord: preloadable(() =>
    withScreenTexts(() => import('../../features/records/pages/bet-record-page.tsx')),
  ),
  ScheduleRecord: preloadable(() =>
    withScreenTexts(() => import('../../features/records/pages/schedule-record-page.tsx')),
  ),
  CashFlowRecord: preloadable(() =>
    withScreenTexts(() => import('../../features/records/pages/cash-flow-record-page.tsx')),
  ),
  ProfitReport: preloadable(() =>
    withScreenTexts(() => import('../../features/records/pages/profit-report-page.tsx')),
  ),
  Announcement: preloadable(() =>
    withScreenTexts(() => import('../../features/announcements/pages/announcement-page.tsx')),
  ),
  DownloadCenter: preloadable(() =>
    withScreenTexts(() => import('../../features/download-center/pages/download-center-page.tsx')),
  ),
  BonusWallet: preloadable(() =>
    withScreenTexts(() => import('../../features/bonus-wallet/pages/bonus-wallet-page.tsx')),
  ),
  Coupon: preloadable(() =>
    withScreenTexts(() => import('../../features/coupon/pages/coupon-page.tsx')),
  ),
  CouponList: preloadable(() =>
    withScreenTexts(() => import('../../features/coupon/pages/coupon-list-page.tsx')),
  ),
  Deposit: walletScreen('DepositPage'),
  DepositQrcode: walletScreen('DepositQrcodePage'),
  DepositRecord: walletScreen('DepositRecordPage'),
  WithdrawRequest: walletScreen('WithdrawRequestPage'),
  WithdrawRecord: walletScreen('WithdrawRecordPage'),
  AccountInfo: accountScreen('AccountInfoPage'),
  AccountSecurity: accountScreen('AccountSecurityPage'),
  AccountPassword: accountScreen('AccountPasswordPage'),
  MyContract: agentScreen('MyContractPage'),
  TradeAgreement: agentScreen('TradeAgreementPage'),
  TradeAgreementCurrency: agentScreen('TradeAgreementCurrencyPage'),
  Player: agentScreen('PlayerPage'),
  CreatePlayer: agentScreen('CreatePlayerPage'),
  RegisterLink: agentScreen('RegisterLinkPage'),
  ActiveAccount: agentScreen('ActiveAccountPage'),
  DividendManagement: agentScreen('DividendManagementPage'),
  ProportionalDividend: agentScreen('ProportionalDividendPage'),
  BonusManagement: agentScreen('BonusManagementPage'),
  ShareHolderBonusLottery: agentScreen('ShareholderLotteryPage'),
  ShareHolderBonusExternal: agentScreen('ShareholderExternalPage'),
  AgentTransfer: agentScreen('AgentTransferPage'),
  SendLetter: agentScreen('SendLetterPage'),
  StationLetter: agentScreen('StationLetterPage'),
  // Its texts come with it (chat-sections.ts), not with the other screens' sections.
  Chat: preloadable(() => import('../../features/chat/pages/chat-page.tsx')),
  Activity: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/pages/activity-centre-page.tsx')),
  ),
  AwardDetail: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/pages/award-detail-page.tsx')),
  ),
  DailySigninRedPackActivity: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/pages/daily-signin-page.tsx')),
  ),
  RouletteActivity: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/pages/roulette-page.tsx')),
  ),
  NewbieQuestActivity: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/newbie-quest/newbie-quest-page.tsx')),
  ),
  FirstDepositByCategoryActivity: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/first-deposit/first-deposit-page.tsx')),
  ),
  DepositConsumeKENO2Activity: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/deposit-keno/deposit-keno-page.tsx')),
  ),
  LionKingContest: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/pages/lion-king-contest-page.tsx')),
  ),
  DailyInterestActivity: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/daily-interest/daily-interest-page.tsx')),
  ),
  Lucky7SlotActivity: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/lucky7-slot/lucky7-slot-page.tsx')),
  ),
  OneDollarActivity: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/one-dollar/one-dollar-page.tsx')),
  ),
  RedPackRainActivity: preloadable(() =>
    withScreenTexts(() => import('../../features/activity/red-pack-rain/red-pack-rain-page.tsx')),
  ),
  RedPacketSolitaire: preloadable(() =>
    withScreenTexts(
      () => import('../../features/activity/red-packet-solitaire/red-packet-solitaire-page.tsx'),
    ),
  ),
};

export const NotAvailableScreen = lazy(
  () => import('../../features/status-pages/not-available-page.tsx'),
);
