/** Links are built here, never from string literals in components (STYLE §4). */
export const paths = {
  home: { getHref: () => '/' },
  login: { getHref: () => '/Login' },
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
  drawLobby: { getHref: () => '/DrawLobby' },
  drawHistory: {
    getHref: (gameId: number | string) => `/DrawHistory/${encodeURIComponent(String(gameId))}`,
  },
  blockChainHash: { getHref: () => '/BlockChainHash' },
  betRecord: { getHref: () => '/BetRecord' },
  scheduleRecord: { getHref: () => '/ScheduleRecord' },
  cashFlowRecord: { getHref: () => '/CashFlowRecord' },
  profitReport: { getHref: () => '/ProfitReport' },
} as const;
