import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import type { TAdminSession } from '../../platform/route.ts';
import type { TDeskTicketClaims, TServiceTokens } from './service-tokens.ts';

/** What customer service needs; the hub adds how it checks an operator's console session. */
export interface TServiceDeps {
  db: TDatabase;
  clock: TClock;
  tokens: TServiceTokens;
}

export interface TServiceHubDeps extends TServiceDeps {
  /** The operator's live console session with chat.serve, or the refusal thrown (AppError). */
  operatorOf(ticket: TDeskTicketClaims): Promise<TAdminSession>;
}
