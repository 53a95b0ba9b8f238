import type { TStateResponse } from '@lottery/contracts';
import { apiPost } from '../../../shared/api/http-client.ts';

/**
 * Turns the winning alert on or off on the server. The path carries the NEGATION of the wanted state
 * (SPEC §7): true turns the alert off. An answer of {State: true} means it took.
 */
export const setWinningAlert = (isEnabled: boolean) =>
  apiPost<TStateResponse>(`/api/AccountCenter/SetWinningAlert/${String(!isEnabled)}`);
