import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { ZGameId } from './game-info-schemas.ts';

export const ZDrawProofRequest = z
  .object({ GameId: ZGameId, SerialNumber: ZText.min(1).max(40) })
  .meta({ id: 'DrawProofRequest' });

/**
 * Everything needed to recompute one issue's draw. For in-house draws: the commitment published
 * before the seal, the seed revealed after, the public entropy (a block hash fixed after the
 * seal) and the server's own recomputation. For hash games: the block. For outside sources: each
 * source's report.
 */
export const ZDrawProof = z
  .object({
    GameId: ZGameId,
    SerialNumber: z.string(),
    DrawSource: z.enum(['fair', 'hash', 'external']),
    State: z.enum(['scheduled', 'drawn', 'cancelled']),
    CloseTimeStamp: z.number().int(),
    DrawTimeStamp: z.number().int(),
    Commitment: z.string().nullable().describe('SHA-256 of the seed, hex (fair)'),
    ServerSeed: z.string().nullable().describe('Revealed once drawn (fair); null before'),
    PublicEntropy: z
      .string()
      .nullable()
      .describe('Block hash mixed in (fair) or the winning block (hash)'),
    EntropyReference: z.string().nullable().describe('Chain and block height, e.g. sandbox#58123'),
    Nonce: z.number().int(),
    Format: z.object({
      Length: z.number().int(),
      Min: z.number().int(),
      Max: z.number().int(),
      Distinct: z.boolean(),
    }),
    OriginalWinningNumber: z.string().nullable(),
    WinningNumber: z.string().nullable(),
    Recomputed: z.string().nullable().describe('The server recomputing from the revealed data'),
    Verified: z.boolean().describe('Commitment and recomputation both match'),
    Reports: z
      .array(
        z.object({ Source: z.string(), WinningNumber: z.string(), ReportedAt: z.number().int() }),
      )
      .describe('Outside sources: every report, even disagreeing ones'),
    Disputed: z.boolean(),
  })
  .meta({ id: 'DrawProof' });
export type TDrawProof = z.infer<typeof ZDrawProof>;

export const ZMiaoMiaoSeed = z
  .object({
    Commitment: z.string().describe('SHA-256 of the current server seed'),
    ClientSeed: z.string(),
    NextNonce: z.number().int().describe('Nonce of the next instant draw'),
  })
  .meta({ id: 'MiaoMiaoSeed' });

export const ZRotateMiaoMiaoSeedRequest = z
  .object({
    ClientSeed: ZText.regex(/^[\x21-\x7e]{1,64}$/)
      .optional()
      .describe('New client seed, 1-64 printable ASCII characters; random when absent'),
  })
  .meta({ id: 'RotateMiaoMiaoSeedRequest' });

export const ZRotateMiaoMiaoSeedResponse = z
  .object({
    Revealed: z
      .object({
        ServerSeed: z.string(),
        Commitment: z.string(),
        ClientSeed: z.string(),
        NoncesUsed: z.number().int(),
      })
      .nullable()
      .describe('The pair just retired, its seed revealed; null when there was none'),
    Current: ZMiaoMiaoSeed,
  })
  .meta({ id: 'RotateMiaoMiaoSeedResponse' });

export const ZEnterResultRequest = z
  .object({
    GameId: ZGameId,
    SerialNumber: ZText.min(1).max(40),
    WinningNumber: ZText.min(1).max(200),
  })
  .meta({ id: 'EnterResultRequest' });

export const ZEnterResultResponse = z
  .object({
    State: z.enum(['scheduled', 'drawn', 'cancelled']),
    WinningNumber: z.string().nullable(),
    Disputed: z.boolean().describe('An outside source reported another number; both are kept'),
  })
  .meta({ id: 'EnterResultResponse' });

export const ZCancelIssueRequest = z
  .object({
    GameId: ZGameId,
    SerialNumber: ZText.min(1).max(40),
    Reason: ZText.min(1).max(200),
  })
  .meta({ id: 'CancelIssueRequest' });

export const ZSetGameStateRequest = z
  .object({ GameId: ZGameId, State: z.number().int().min(0).max(3) })
  .meta({ id: 'SetGameStateRequest' });

export const ZOkResponse = z.object({ Ok: z.literal(true) }).meta({ id: 'OkResponse' });
