import { ZBetNumberOddsUpdate, type TGameCatalogueEntry } from '@lottery/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useHubEvent, useHubGameGroups } from '../../../../shared/realtime/use-hub.ts';
import { oddsBookOf, oddsKeyOf, withOddsRows, type TOddsBook } from '../logic/odds-book.ts';

/** An outcome whose odds moved since the player last took notice: first and latest odds. */
export interface TOddsChange {
  from: number;
  to: number;
}

interface TLiveOdds {
  /** The Data odds this state was built on: new Data (a refetch) starts it again. */
  base: TOddsBook;
  book: TOddsBook;
  changes: ReadonlyMap<string, TOddsChange>;
}

const fresh = (base: TOddsBook): TLiveOdds => ({ base, book: base, changes: new Map() });

/**
 * The game's two-sided odds: LotteryGame/Data's, then each BetNumberOddsUpdate pushed to the
 * game's hub group (SPEC §7), with the outcomes that changed since `acknowledge` was last called,
 * so the board can show which way they moved.
 */
export function useLiveOdds(game: TGameCatalogueEntry) {
  const base = useMemo(() => oddsBookOf(game.OddsTable), [game.OddsTable]);
  const [live, setLive] = useState(() => fresh(base));
  const current = live.base === base ? live : fresh(base);
  if (current !== live) setLive(current);

  useHubGameGroups([game.GameId]);
  useHubEvent('BetNumberOddsUpdate', (payload) => {
    const update = ZBetNumberOddsUpdate.safeParse(payload);
    if (!update.success || update.data.GameId !== game.GameId) return;
    const rows = update.data.Odds;
    setLive((previous) => {
      const changes = new Map(previous.changes);
      for (const row of rows) {
        const key = oddsKeyOf(row.BetTypeId, row.Level);
        const from = changes.get(key)?.from ?? previous.book.get(key);
        if (from === undefined || from === row.OddsThousandths) changes.delete(key);
        else changes.set(key, { from, to: row.OddsThousandths });
      }
      return { ...previous, book: withOddsRows(previous.book, rows), changes };
    });
  });

  const acknowledge = useCallback(
    () => setLive((previous) => ({ ...previous, changes: new Map() })),
    [],
  );
  return { book: current.book, changes: current.changes, acknowledge };
}
