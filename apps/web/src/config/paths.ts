/** Links are built here, never from string literals in components (STYLE §4). */
export const paths = {
  home: { getHref: () => '/' },
  login: { getHref: () => '/Login' },
  chatAnonymity: { getHref: () => '/ChatAnonymity' },
  register: {
    getHref: (code?: string) => (code ? `/Register/${encodeURIComponent(code)}` : '/Register'),
  },
  timeout: { getHref: () => '/Timeout' },
  offline: { getHref: (endTime: string) => `/Offline?EndTime=${encodeURIComponent(endTime)}` },
  linkFailure: { getHref: () => '/LinkFailure' },
  errorMsg: {
    getHref: (message?: string) =>
      message ? `/ErrorMsg?Msg=${encodeURIComponent(message)}` : '/ErrorMsg',
  },
  ipRestricted: { getHref: () => '/IPRestricted' },
  bet: { getHref: (gameId: number | string) => `/Bet/${encodeURIComponent(String(gameId))}` },
  multiBet: { getHref: (family: string) => `/MultiBet/${encodeURIComponent(family)}` },
  comboBet: { getHref: () => '/ComboBet' },
  announcement: { getHref: () => '/Announcement' },
  chat: {
    /**
     * shareTicket: one of my tickets to share (the chat asks which room; bet records link here).
     * room: the room to open (an instant message's notice links here).
     */
    getHref: (options?: { shareTicket?: number; room?: number }) => {
      if (options?.shareTicket !== undefined) return `/Chat?shareTicket=${options.shareTicket}`;
      return options?.room === undefined ? '/Chat' : `/Chat?room=${options.room}`;
    },
  },
  drawLobby: { getHref: () => '/DrawLobby' },
  drawHistory: {
    getHref: (gameId: number | string) => `/DrawHistory/${encodeURIComponent(String(gameId))}`,
  },
  blockChainHash: { getHref: () => '/BlockChainHash' },
  betRecord: { getHref: () => '/BetRecord' },
  scheduleRecord: { getHref: () => '/ScheduleRecord' },
  cashFlowRecord: { getHref: () => '/CashFlowRecord' },
  profitReport: { getHref: () => '/ProfitReport' },
  teamReport: { getHref: () => '/ProfitReport?view=team' },
  deposit: { getHref: () => '/Deposit' },
  depositRecord: { getHref: () => '/DepositRecord' },
  depositQrcode: {
    getHref: (orderNo: string) => `/DepositQrcode?OrderNo=${encodeURIComponent(orderNo)}`,
  },
  withdrawRequest: {
    /** bind: opens the form binding a card or address (a deposit channel may require a card). */
    getHref: (options?: { bind?: boolean }) =>
      options?.bind ? '/WithdrawRequest?bind=1' : '/WithdrawRequest',
  },
  withdrawRecord: { getHref: () => '/WithdrawRecord' },
  bonusWallet: { getHref: () => '/BonusWallet' },
  accountInfo: { getHref: () => '/AccountInfo' },
  accountSecurity: { getHref: () => '/AccountSecurity' },
  accountPassword: { getHref: () => '/AccountPassword' },
  player: { getHref: () => '/Player' },
  myContract: {
    getHref: (member?: string) =>
      member ? `/MyContract?member=${encodeURIComponent(member)}` : '/MyContract',
  },
  tradeAgreement: {
    getHref: (member?: string) =>
      member ? `/TradeAgreement?member=${encodeURIComponent(member)}` : '/TradeAgreement',
  },
  tradeAgreementCurrency: { getHref: () => '/TradeAgreementCurrency' },
  agentTransfer: { getHref: () => '/AgentTransfer' },
  sendLetter: { getHref: () => '/SendLetter' },
  stationLetter: { getHref: () => '/StationLetter' },
  createPlayer: { getHref: () => '/CreatePlayer' },
  registerLink: { getHref: () => '/RegisterLink' },
  bonusManagement: { getHref: () => '/BonusManagement' },
  dividendManagement: { getHref: () => '/DividendManagement' },
  proportionalDividend: { getHref: () => '/ProportionalDividend' },
  shareHolderBonusLottery: { getHref: () => '/ShareHolderBonusManagementLottery' },
  shareHolderBonusExternal: { getHref: () => '/ShareHolderBonusManagementExternal' },
  activeAccount: { getHref: () => '/ActiveAccount' },
  activity: { getHref: () => '/Activity' },
  awardDetail: { getHref: () => '/AwardDetail' },
  redPacketSolitaire: { getHref: () => '/RedPacketSolitaire' },
  couponList: { getHref: () => '/CouponList' },
  coupon: { getHref: () => '/Coupon' },
  downloadCenter: { getHref: () => '/DownLoadCenterAndAFK' },
} as const;
