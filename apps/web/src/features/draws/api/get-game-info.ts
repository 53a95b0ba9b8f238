import type { TGameInfoRequest, TGameInfoResponse } from '@lottery/contracts';
import { apiPost } from '../../../shared/api/http-client.ts';

/** SPEC §7 LotteryGame/Info: one request; at most 30 games answer (see collect-game-info.ts). */
export const getGameInfo = (request: TGameInfoRequest) =>
  apiPost<TGameInfoResponse>('/api/LotteryGame/Info', request);
