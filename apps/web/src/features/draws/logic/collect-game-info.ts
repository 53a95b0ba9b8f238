import type { TGameInfo, TGameInfoResponse } from '@lottery/contracts';

/**
 * SPEC §7: LotteryGame/Info answers at most 30 games; ids missing from an answer are asked for
 * again until every id is answered or an answer is empty. Two guards the spec leaves implicit:
 * an answer that answers none of the missing ids also ends the loop (a server that keeps
 * answering other ids would otherwise loop forever), and so does a round limit.
 */
export async function collectGameInfo(
  gameIds: readonly number[],
  ask: (missingIds: number[]) => Promise<TGameInfoResponse>,
  maxRounds = 20,
): Promise<Map<number, TGameInfo>> {
  const answered = new Map<number, TGameInfo>();
  let missing = [...new Set(gameIds)];
  for (let round = 0; missing.length > 0 && round < maxRounds; round += 1) {
    const answer = Object.values(await ask(missing));
    if (answer.length === 0) break;
    for (const info of answer) answered.set(info.GameId, info);
    const stillMissing = missing.filter((id) => !answered.has(id));
    if (stillMissing.length === missing.length) break;
    missing = stillMissing;
  }
  return answered;
}
