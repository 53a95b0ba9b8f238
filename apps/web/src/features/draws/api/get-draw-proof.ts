import type { TDrawProof } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';

export interface TDrawProofRequest {
  GameId: number;
  SerialNumber: string;
}

/** POST /api/DrawProof/Get: what a player needs to recompute one issue's draw. */
export const getDrawProof = (request: TDrawProofRequest) =>
  apiPost<TDrawProof>('/api/DrawProof/Get', request);

export const drawProofQuery = (request: TDrawProofRequest) =>
  queryOptions({
    queryKey: ['drawProof', request.GameId, request.SerialNumber],
    queryFn: () => getDrawProof(request),
  });

export const useDrawProof = (request: TDrawProofRequest) => useQuery(drawProofQuery(request));
