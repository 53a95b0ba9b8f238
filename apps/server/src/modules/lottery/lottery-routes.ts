import {
  ZDrawHistoryRequest,
  ZDrawHistoryResponse,
  ZDrawProof,
  ZDrawProofRequest,
  ZDrawStatistics,
  ZDrawStatisticsRequest,
  ZGameInfoRequest,
  ZGameInfoResponse,
  ZLotteryGameData,
  ZMiaoMiaoSeed,
  ZRotateMiaoMiaoSeedRequest,
  ZRotateMiaoMiaoSeedResponse,
} from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { searchDrawHistory } from './draw-history.ts';
import { drawProofOf } from './draw-proof.ts';
import { drawStatisticsOf } from './draw-statistics.ts';
import { createGameDataCache } from './game-data.ts';
import { gameInfo } from './game-info.ts';
import { currentSeedPair, rotateSeedPair, type TSeedPair } from './miaomiao-seeds.ts';

export interface TLotteryDeps {
  db: TDatabase;
  clock: TClock;
}

const seedOf = (pair: TSeedPair) => ({
  Commitment: pair.commitment,
  ClientSeed: pair.clientSeed,
  NextNonce: pair.nextNonce,
});

/** The read side of games and draws, for logged-in players and agents. */
export function lotteryRoutes(deps: TLotteryDeps) {
  const gameData = createGameDataCache(deps.db);
  return [
    defineRoute({
      method: 'POST',
      url: '/api/LotteryGame/Info',
      summary: 'Per game: state, latest draws, countdown and issues, as the request asks',
      tags: ['LotteryGame'],
      access: 'user',
      body: ZGameInfoRequest,
      response: ZGameInfoResponse,
      handler: ({ body, language }) => gameInfo(deps, body, language),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/LotteryGame/Data',
      summary: 'Families, categories, profit groups, games with their odds, and bet types',
      tags: ['LotteryGame'],
      access: 'user',
      response: ZLotteryGameData,
      handler: () => gameData.get(),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/DrawHistory/Search',
      summary: 'Drawn and cancelled issues of a game, newest first, by page',
      tags: ['DrawHistory'],
      access: 'user',
      body: ZDrawHistoryRequest,
      response: ZDrawHistoryResponse,
      handler: async ({ body }) => unwrap(await searchDrawHistory(deps.db, body)),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/DrawHistory/Statistics',
      summary: 'Hot and cold balls, omissions and streaks over the latest drawn issues',
      tags: ['DrawHistory'],
      access: 'user',
      body: ZDrawStatisticsRequest,
      response: ZDrawStatistics,
      handler: async ({ body }) => unwrap(await drawStatisticsOf(deps.db, body)),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/DrawProof/Get',
      summary: 'Everything needed to recompute one issue draw, the seed once drawn',
      tags: ['DrawProof'],
      access: 'user',
      body: ZDrawProofRequest,
      response: ZDrawProof,
      handler: async ({ body }) => unwrap(await drawProofOf(deps.db, body)),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/MiaoMiao/GetSeed',
      summary: 'The current MiaoMiao seed pair: server seed hash, client seed, next nonce',
      tags: ['MiaoMiao'],
      access: 'user',
      response: ZMiaoMiaoSeed,
      handler: async ({ session }) =>
        seedOf(await deps.db.transaction((tx) => currentSeedPair(tx, session.userId, deps.clock))),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/MiaoMiao/RotateSeed',
      summary: 'Reveal the current MiaoMiao server seed and start a new pair',
      tags: ['MiaoMiao'],
      access: 'user',
      body: ZRotateMiaoMiaoSeedRequest,
      response: ZRotateMiaoMiaoSeedResponse,
      handler: async ({ body, session }) => {
        const { revealed, current } = await deps.db.transaction((tx) =>
          rotateSeedPair(tx, session.userId, deps.clock, body.ClientSeed),
        );
        return {
          Revealed: revealed && {
            ServerSeed: revealed.serverSeed,
            Commitment: revealed.commitment,
            ClientSeed: revealed.clientSeed,
            NoncesUsed: revealed.noncesUsed,
          },
          Current: seedOf(current),
        };
      },
    }),
  ];
}
