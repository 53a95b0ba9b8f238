import type { TStateResponse } from '@lottery/contracts';
import { apiPost } from '../../../shared/api/http-client.ts';

/**
 * Turns the seal-issue (封单) alert on or off on the server. The path carries the NEGATION of the wanted state
 * (SPEC §7): true turns the alert off. An answer of {State: true} means it took.
 */
export const setSealIssueAlert = (isEnabled: boolean) =>
  apiPost<TStateResponse>(`/api/AccountCenter/SetFengDanAlert/${String(!isEnabled)}`);
