/**
 * Every route of SPEC §2 in one place: its access class and, for betting screens, the bet client
 * template stored after navigation. A route whose screen is not built yet has `screen: null`; the
 * router shows the "not available yet" page there, so no unbuilt screen passes for a done one.
 */
export type TAccessClass = 'public' | 'loggedIn' | 'shell' | 'agent';

export type TBetClientTemplate = 'Bet' | 'MultiBet' | 'ComboBet';

export interface TRouteEntry {
  path: string;
  access: TAccessClass;
  /** Key of the screen in app/routes/screens.ts, or null while it is not built. */
  screen: TScreenKey | null;
  betClientTemplate?: TBetClientTemplate;
  /** Extra data the spec gives the route (the shareholder bonus type). */
  data?: Readonly<Record<string, string>>;
  /**
   * A public screen that a logged-in user sees inside the shell (app/router.tsx), on the shell's
   * one hub connection: customer service, which a visitor reaches without an account.
   */
  shellWhenLoggedIn?: boolean;
}

export type TScreenKey =
  | 'Login'
  | 'ChatAnonymity'
  | 'Register'
  | 'Timeout'
  | 'Offline'
  | 'LinkFailure'
  | 'ErrorMsg'
  | 'IPRestricted'
  | 'Home'
  | 'DrawLobby'
  | 'DrawHistory'
  | 'BlockChainHash'
  | 'Bet'
  | 'MultiBet'
  | 'ComboBet'
  | 'BetRecord'
  | 'ScheduleRecord'
  | 'CashFlowRecord'
  | 'ProfitReport'
  | 'Announcement'
  | 'DownloadCenter'
  | 'BonusWallet'
  | 'Coupon'
  | 'CouponList'
  | 'WithdrawRequest'
  | 'WithdrawRecord'
  | 'AccountInfo'
  | 'AccountSecurity'
  | 'AccountPassword'
  | 'Deposit'
  | 'DepositQrcode'
  | 'DepositRecord'
  | 'Player'
  | 'CreatePlayer'
  | 'RegisterLink'
  | 'ActiveAccount'
  | 'MyContract'
  | 'TradeAgreement'
  | 'TradeAgreementCurrency'
  | 'DividendManagement'
  | 'ProportionalDividend'
  | 'BonusManagement'
  | 'ShareHolderBonusLottery'
  | 'ShareHolderBonusExternal'
  | 'AgentTransfer'
  | 'SendLetter'
  | 'StationLetter'
  | 'Chat'
  | 'Activity'
  | 'AwardDetail'
  | 'DailySigninRedPackActivity'
  | 'RouletteActivity'
  | 'NewbieQuestActivity'
  | 'FirstDepositByCategoryActivity'
  | 'DepositConsumeKENO2Activity'
  | 'LionKingContest'
  | 'DailyInterestActivity'
  | 'Lucky7SlotActivity'
  | 'OneDollarActivity'
  | 'RedPackRainActivity'
  | 'RedPacketSolitaire';

const publicRoute = (path: string, screen: TScreenKey | null = null): TRouteEntry => ({
  path,
  access: 'public',
  screen,
});
const shellRoute = (
  path: string,
  screen: TScreenKey | null = null,
  extra: Partial<TRouteEntry> = {},
): TRouteEntry => ({
  path,
  access: 'shell',
  screen,
  ...extra,
});
const agentRoute = (
  path: string,
  screen: TScreenKey | null = null,
  data?: Record<string, string>,
): TRouteEntry => ({
  path,
  access: 'agent',
  screen,
  ...(data ? { data } : {}),
});

export const routeTable: readonly TRouteEntry[] = [
  publicRoute('/Login', 'Login'),
  { ...publicRoute('/ChatAnonymity', 'ChatAnonymity'), shellWhenLoggedIn: true },
  publicRoute('/Timeout', 'Timeout'),
  publicRoute('/Offline', 'Offline'),
  publicRoute('/LinkFailure', 'LinkFailure'),
  publicRoute('/ErrorMsg', 'ErrorMsg'),
  publicRoute('/IPRestricted', 'IPRestricted'),
  publicRoute('/Register/:code', 'Register'),
  publicRoute('/Register', 'Register'),
  publicRoute('/WeChatRegister/:code'),
  publicRoute('/TelegramLoginWidget'),

  { path: '/DepositQrcode', access: 'loggedIn', screen: 'DepositQrcode' },

  shellRoute('/', 'Home'),
  shellRoute('/DrawHistory/:id', 'DrawHistory'),
  shellRoute('/DrawLobby', 'DrawLobby'),
  shellRoute('/BlockChainHash', 'BlockChainHash'),
  shellRoute('/BetRecord', 'BetRecord'),
  shellRoute('/ScheduleRecord', 'ScheduleRecord'),
  shellRoute('/CashFlowRecord', 'CashFlowRecord'),
  shellRoute('/ProfitReport', 'ProfitReport'),
  shellRoute('/Announcement', 'Announcement'),
  shellRoute('/DownLoadCenterAndAFK', 'DownloadCenter'),
  shellRoute('/WithdrawRequest', 'WithdrawRequest'),
  shellRoute('/WithdrawRecord', 'WithdrawRecord'),
  shellRoute('/AccountInfo', 'AccountInfo'),
  shellRoute('/AccountSecurity', 'AccountSecurity'),
  shellRoute('/AccountPassword', 'AccountPassword'),
  shellRoute('/Deposit', 'Deposit'),
  shellRoute('/DepositRecord', 'DepositRecord'),
  shellRoute('/MyContract', 'MyContract'),
  shellRoute('/TradeAgreement', 'TradeAgreement'),
  shellRoute('/TradeAgreementCurrency', 'TradeAgreementCurrency'),
  shellRoute('/ProportionalDividend', 'ProportionalDividend'),
  shellRoute('/StationLetter', 'StationLetter'),
  shellRoute('/Chat', 'Chat'),
  shellRoute('/BonusWallet', 'BonusWallet'),
  shellRoute('/Activity', 'Activity'),
  shellRoute('/AwardDetail', 'AwardDetail'),
  shellRoute('/DailySigninRedPackActivity', 'DailySigninRedPackActivity'),
  shellRoute('/RouletteActivity', 'RouletteActivity'),
  shellRoute('/Coupon', 'Coupon'),
  shellRoute('/CouponList', 'CouponList'),
  shellRoute('/NewbieQuestActivity', 'NewbieQuestActivity'),
  shellRoute('/FirstDepositByCategoryActivity', 'FirstDepositByCategoryActivity'),
  shellRoute('/DepositConsumeKENO2Activity/:id', 'DepositConsumeKENO2Activity'),
  shellRoute('/LionKingContest', 'LionKingContest'),
  shellRoute('/DailyInterestActivity', 'DailyInterestActivity'),
  shellRoute('/Lucky7SlotActivity', 'Lucky7SlotActivity'),
  shellRoute('/OneDollarActivity', 'OneDollarActivity'),
  shellRoute('/RedPackRainActivity', 'RedPackRainActivity'),
  shellRoute('/RedPacketSolitaire', 'RedPacketSolitaire'),
  ...[
    '/ExternalGameTrans',
    '/ExternalGameLobby/:category?',
    '/ExternalGameTransRecord',
    '/IFrame',
  ].map((path) => shellRoute(path)),
  shellRoute('/Bet/:id', 'Bet', { betClientTemplate: 'Bet' }),
  shellRoute('/MultiBet/:type', 'MultiBet', { betClientTemplate: 'MultiBet' }),
  shellRoute('/ComboBet', 'ComboBet', { betClientTemplate: 'ComboBet' }),

  agentRoute('/Player', 'Player'),
  agentRoute('/ShareHolderBonusManagementLottery', 'ShareHolderBonusLottery', { type: 'LOTTERY' }),
  agentRoute('/ShareHolderBonusManagementExternal', 'ShareHolderBonusExternal', {
    type: 'EXTERNALGAME',
  }),
  agentRoute('/BonusManagement', 'BonusManagement'),
  agentRoute('/DividendManagement', 'DividendManagement'),
  agentRoute('/CreatePlayer', 'CreatePlayer'),
  agentRoute('/RegisterLink', 'RegisterLink'),
  agentRoute('/ActiveAccount', 'ActiveAccount'),
  agentRoute('/AgentTransfer', 'AgentTransfer'),
  agentRoute('/SendLetter', 'SendLetter'),
];

/** The skin class applies only on these screens (SPEC §2). */
export const skinnedTemplates: ReadonlySet<TBetClientTemplate> = new Set(['Bet', 'ComboBet']);
