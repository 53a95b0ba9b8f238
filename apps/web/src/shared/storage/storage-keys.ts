/** Every key the app keeps in localStorage (and sessionStorage, where marked), so none collide. */
export const storageKeys = {
  session: 'session',
  betClientTemplate: 'betClientTemplate',
  betOptions: 'betOptions',
  greetings: 'greetings',
  language: 'language',
  hideWalletAmount: 'hideWalletAmount',
  audioMuted: 'audioMuted',
  hideAwardNotifyDay: 'hideAwardNotifyDay',
  dismissedLiveNotify: 'dismissedLiveNotify',
  /** The bet cart's tickets, per player (features/bet/cart). */
  betCart: 'betCart',
  /** Bets and chained bets sent and not answered yet, with their idempotency keys. */
  pendingBets: 'pendingBets',
  /** Tickets copied from a chat share, waiting for their game's bet page (shared/bet-handoff). */
  betHandOff: 'betHandOff',
  /** sessionStorage: the browser advice was shown in this visit. */
  browserAdviceShown: 'browserAdviceShown',
  /** /AccountInfo's unsaved profile fields, per player (features/account). */
  accountProfileDraft: 'accountProfileDraft',
  /** sessionStorage: the /Deposit form not sent yet (way, channel, amount, depositor name). */
  depositDraft: 'depositDraft',
  /** /ChatAnonymity's visitor token: a reload keeps the conversation (features/customer-service). */
  serviceVisitor: 'serviceVisitor',
} as const;
