import { randomBytes } from 'node:crypto';
import type { TDrawProof } from '@lottery/contracts';
import { commitmentOf, fairIssueDraw } from '@lottery/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import {
  drawnFair,
  drawnWith,
  insertIssues,
  issueRun,
  type TIssueFixture,
} from './issue-fixtures.ts';

const t = useTestApp();
let token: string;
const seed = randomBytes(32).toString('hex');
const otherSeed = randomBytes(32).toString('hex');
const entropy = 'f'.repeat(64);
const blockHash = '0123456789abcdef'.repeat(4);

const post = (url: string, body: unknown) => t.call('POST', url, { token, body });
const proof = async (GameId: number, SerialNumber: string) => {
  const response = await post('/api/DrawProof/Get', { GameId, SerialNumber });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TDrawProof;
};

let sealed: TIssueFixture;
beforeAll(async () => {
  const { loginId } = await t.createAccount();
  token = await t.login(loginId);
  const now = t.clock.now();
  const run = (gameId: number, count: number) =>
    issueRun(gameId, { firstStart: now - 100_000, cycleMs: 60_000, sealMs: 5_000, count });
  // Game 2 (SSC, fair): issue 1 drawn, issue 2 sealed and past its draw time but not drawn yet.
  const [drawn, waiting, cancelled] = run(2, 3) as TIssueFixture[];
  sealed = { ...(waiting as TIssueFixture), seed };
  const [lucky] = run(14, 1) as TIssueFixture[];
  const [hash] = run(4, 1) as TIssueFixture[];
  const [external] = run(1, 1) as TIssueFixture[];
  await insertIssues(t.db, [
    drawnFair(drawn as TIssueFixture, 1, otherSeed, entropy),
    sealed,
    { ...(cancelled as TIssueFixture), seed: randomBytes(32).toString('hex'), state: 'cancelled' },
    drawnFair(lucky as TIssueFixture, 204, randomBytes(32).toString('hex'), entropy),
    { ...drawnWith(hash as TIssueFixture, blockHash), entropy: blockHash, entropyRef: 'sandbox#7' },
    { ...drawnWith(external as TIssueFixture, '1,2,3,4,5'), disputed: true },
  ]);
  await t.db.query(
    `INSERT INTO lottery_result_reports (game_id, serial_number, source, winning_number, reported_at)
     VALUES (1, $1, 'feedA', '1,2,3,4,5', 10), (1, $1, 'feedB', '1,2,3,4,6', 20)`,
    [(external as TIssueFixture).serial],
  );
});

describe('POST /api/DrawProof/Get', () => {
  it('shows the commitment but never the seed of an issue not drawn yet', async () => {
    const answer = await proof(2, sealed.serial);
    expect(answer).toMatchObject({
      DrawSource: 'fair',
      State: 'scheduled',
      CloseTimeStamp: sealed.closeAt,
      DrawTimeStamp: sealed.drawAt,
      Commitment: commitmentOf(seed),
      ServerSeed: null,
      PublicEntropy: null,
      Recomputed: null,
      Verified: false,
      Reports: [],
    });
    // Nowhere else either: not in the game info, the history or the statistics.
    const answers = await Promise.all([
      post('/api/DrawProof/Get', { GameId: 2, SerialNumber: sealed.serial }),
      post('/api/LotteryGame/Info', {
        GameIdList: [2],
        LastIssue: true,
        LastDrawIssue: true,
        Countdown: true,
        SelectCount: 5,
        OldIssues: 20,
      }),
      post('/api/DrawHistory/Search', { GameId: 2 }),
      post('/api/DrawHistory/Statistics', { GameId: 2 }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(seed);
    }
  });

  it('reveals the seed of a drawn issue and recomputes its draw', async () => {
    const answer = await proof(2, '20260101-0001');
    const expected = fairIssueDraw(1, otherSeed, entropy);
    expect(answer).toMatchObject({
      State: 'drawn',
      Commitment: commitmentOf(otherSeed),
      ServerSeed: otherSeed,
      PublicEntropy: entropy,
      EntropyReference: 'sandbox#1',
      Nonce: 0,
      Format: { Length: 5, Min: 0, Max: 9, Distinct: false },
      OriginalWinningNumber: expected.originalWinningNumber,
      WinningNumber: expected.winningNumber,
      Recomputed: expected.originalWinningNumber,
      Verified: true,
    });
  });

  it('reveals the seed once the sealed issue is drawn, and flags a number that was not', async () => {
    const drawn = drawnFair(sealed, 1, seed, entropy);
    const update = (winning: string | null) =>
      t.db.query(
        `UPDATE lottery_issues SET state = 'drawn', entropy = $2, original_winning_number = $3,
           winning_number = $3 WHERE game_id = 2 AND serial_number = $1`,
        [sealed.serial, entropy, winning],
      );
    await update(drawn.winning);
    expect(await proof(2, sealed.serial)).toMatchObject({
      ServerSeed: seed,
      Recomputed: drawn.original,
      Verified: true,
    });
    // A stored number other than the draw's does not verify.
    await update(drawn.winning === '0,0,0,0,0' ? '1,1,1,1,1' : '0,0,0,0,0');
    expect(await proof(2, sealed.serial)).toMatchObject({
      Recomputed: drawn.original,
      Verified: false,
    });
  });

  it('does not verify a seed that does not match its commitment', async () => {
    await t.db.query(
      `UPDATE lottery_issues SET commitment = $2 WHERE game_id = 2 AND serial_number = $1`,
      ['20260101-0001', commitmentOf(seed)],
    );
    expect(await proof(2, '20260101-0001')).toMatchObject({
      ServerSeed: otherSeed,
      Verified: false,
    });
  });

  it('keeps the seed of a cancelled issue', async () => {
    expect(await proof(2, '20260101-0003')).toMatchObject({
      State: 'cancelled',
      ServerSeed: null,
      Verified: false,
    });
  });

  it('recomputes Lucky 28 from its Keno draw', async () => {
    const answer = await proof(14, '20260101-0001');
    expect(answer).toMatchObject({
      Format: { Length: 20, Min: 1, Max: 80, Distinct: true },
      Verified: true,
    });
    expect(answer.Recomputed).toBe(answer.OriginalWinningNumber);
    expect(answer.WinningNumber).toMatch(/^\d,\d,\d$/);
  });

  it('shows the block of a hash game as its entropy and number', async () => {
    expect(await proof(4, '20260101-0001')).toMatchObject({
      DrawSource: 'hash',
      Commitment: null,
      ServerSeed: null,
      PublicEntropy: blockHash,
      EntropyReference: 'sandbox#7',
      Format: { Length: 64, Min: 0, Max: 15, Distinct: false },
      Recomputed: blockHash,
      Verified: true,
    });
  });

  it('lists every report of an outside source, disagreeing ones included', async () => {
    expect(await proof(1, '20260101-0001')).toMatchObject({
      DrawSource: 'external',
      WinningNumber: '1,2,3,4,5',
      Reports: [
        { Source: 'feedA', WinningNumber: '1,2,3,4,5', ReportedAt: 10 },
        { Source: 'feedB', WinningNumber: '1,2,3,4,6', ReportedAt: 20 },
      ],
      Disputed: true,
      Recomputed: null,
      Verified: false,
    });
  });

  it.each([
    ['an unknown game', 999, '20260101-0001', 404, 4001],
    ['an unknown issue', 2, '20990101-0001', 404, 4002],
    ['an instant game, which has no issues', 5, '20260101-0001', 404, 4002],
  ])('refuses %s', async (_label, GameId, SerialNumber, status, code) => {
    const response = await post('/api/DrawProof/Get', { GameId, SerialNumber });
    expect(response.statusCode).toBe(status);
    expect(response.json().Code).toBe(code);
  });
});
