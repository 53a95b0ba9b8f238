const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

/** The public pages, each with a heading to wait for: the lazy screen has rendered then. */
export const publicPages = [
  '/Login',
  '/Register',
  '/Timeout',
  `/Offline?EndTime=${encodeURIComponent(inAnHour)}`,
  '/ErrorMsg?Msg=x',
  '/IPRestricted',
  '/LinkFailure',
];

/** Screens behind login that show draws (issue #7). */
export const drawPages = ['/', '/DrawLobby', '/DrawHistory/2', '/BlockChainHash'];

/** The betting screens, records and reports (issue #9). */
export const betPages = [
  '/Bet/2',
  '/BetRecord',
  '/ScheduleRecord',
  '/CashFlowRecord',
  '/ProfitReport',
  '/MultiBet/ssc',
  '/ComboBet',
];

/** The player's content screens (issue #19): announcements and the download center. */
export const contentPages = ['/Announcement', '/DownLoadCenterAndAFK'];

/** The player's chat (issue #22). */
export const chatPages = ['/Chat', '/ChatAnonymity'];

/** The player's money and account screens (issue #20). */
export const moneyPages = [
  '/Deposit',
  '/DepositRecord',
  '/WithdrawRequest',
  '/WithdrawRecord',
  '/AccountInfo',
  '/AccountSecurity',
  '/AccountPassword',
];

/** The agent's screens (issue #21). */
export const agentPages = [
  '/Player',
  '/CreatePlayer',
  '/RegisterLink',
  '/ActiveAccount',
  '/MyContract',
  '/TradeAgreement',
  '/TradeAgreementCurrency',
  '/DividendManagement',
  '/ProportionalDividend',
  '/ShareHolderBonusManagementLottery',
  '/ShareHolderBonusManagementExternal',
  '/BonusManagement',
  '/AgentTransfer',
  '/SendLetter',
  '/StationLetter',
  '/ProfitReport?view=team',
];

/** The player's activity screens (issue #23); each opens the demo activity of its type. */
export const activityPages = [
  '/Activity',
  '/AwardDetail',
  '/DailySigninRedPackActivity',
  '/RouletteActivity',
  '/NewbieQuestActivity',
  '/FirstDepositByCategoryActivity',
  '/LionKingContest',
  '/DailyInterestActivity',
  '/Lucky7SlotActivity',
  '/OneDollarActivity',
  '/RedPackRainActivity',
  '/RedPacketSolitaire',
];
