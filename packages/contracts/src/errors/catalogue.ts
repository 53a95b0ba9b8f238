import { accountSecurityErrors } from './account-security-errors.ts';
import { adminErrors } from './admin-errors.ts';
import { agentContractErrors } from './agent-contract-errors.ts';
import { agentErrors } from './agent-errors.ts';
import { bonusErrors } from './bonus-errors.ts';
import { vipErrors } from './vip-errors.ts';
import { chatErrors } from './chat-errors.ts';
import { chatGroupErrors } from './chat-group-errors.ts';
import { chatModerationErrors } from './chat-moderation-errors.ts';
import { serviceErrors } from './service-errors.ts';
import { dividendsErrors } from './dividends-errors.ts';
import { teamErrors } from './team-errors.ts';
import { transferErrors } from './transfer-errors.ts';
import { agentReportErrors } from './agent-report-errors.ts';
import { contentErrors } from './content-errors.ts';
import { depositErrors } from './deposit-errors.ts';
import { errorLookup, type TErrorDefinition } from './define-error.ts';
import { gamesErrors } from './games-errors.ts';
import { playerErrors } from './player-errors.ts';
import { playersReportsErrors } from './players-reports-errors.ts';
import { onlinePayErrors } from './online-pay-errors.ts';
import { reconciliationErrors } from './reconciliation-errors.ts';
import { riskErrors } from './risk-errors.ts';
import { usdtErrors } from './usdt-errors.ts';
import { withdrawErrors } from './withdraw-errors.ts';
import { activityErrors } from './activity-errors.ts';

export type { TErrorDefinition } from './define-error.ts';

/**
 * Every failure the API can answer, by name. Codes are stable (clients map them), grouped by
 * thousands: the player-facing 1xxx-5xxx (player-errors.ts) and the back office's 6xxx (each
 * area's own file: admin-errors.ts 60xx, content-errors.ts 61xx, games-errors.ts 62xx,
 * risk-errors.ts 63xx, players-reports-errors.ts 64xx), then money in and out, whose texts the
 * player's screens for it read from the server's answer: account-security-errors.ts 70xx,
 * deposit-errors.ts 71xx, online-pay-errors.ts 72xx, usdt-errors.ts 73xx, withdraw-errors.ts
 * 74xx-75xx, reconciliation-errors.ts 760x; chat-errors.ts 8800-8809, chat-group-errors.ts
 * 8810-8829, chat-moderation-errors.ts 8830-8849, service-errors.ts 8850-8889; activity-errors.ts 9000-9049,
 * bonus-errors.ts 9050-9079, vip-errors.ts 9080-9089. A name or code
 * used twice fails catalogue.test.ts (a spread would otherwise let the later one win silently).
 */
export const errorCatalogue = {
  ...playerErrors,
  ...adminErrors,
  ...contentErrors,
  ...gamesErrors,
  ...riskErrors,
  ...playersReportsErrors,
  ...accountSecurityErrors,
  ...onlinePayErrors,
  ...reconciliationErrors,
  ...usdtErrors,
  ...depositErrors,
  ...withdrawErrors,
  ...agentErrors,
  ...dividendsErrors,
  ...agentContractErrors,
  ...teamErrors,
  ...transferErrors,
  ...agentReportErrors,
  ...chatErrors,
  ...chatGroupErrors,
  ...chatModerationErrors,
  ...serviceErrors,
  ...activityErrors,
  ...bonusErrors,
  ...vipErrors,
} as const satisfies Record<string, TErrorDefinition>;

export type TErrorName = keyof typeof errorCatalogue;

/** The catalogue entry for a numeric code, as a client receives it. */
export const errorNameOf = errorLookup(errorCatalogue);
