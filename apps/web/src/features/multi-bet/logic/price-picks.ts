import {
  parseThousandths,
  thousandthsToNumber,
  type TGameCatalogueEntry,
  type TSelectionJson,
  type ZTicketRequest,
} from '@lottery/contracts';
import {
  countUnits,
  maxMultiple,
  officialCapsOf,
  priceTicket,
  type TBetType,
  type TSelection,
} from '@lottery/lottery';
import type { z } from 'zod';

export type TTicketRequestInput = z.input<typeof ZTicketRequest>;

/**
 * What a quick bet is charged with: a stake per unit on the two-sided book; on the official
 * book a multiple in 元 mode at the player's own prize group (no self-rebate: the bet page is
 * where a lower group is chosen) under the game's payout cap.
 */
export type TStakeTerms =
  | { book: 'twoSided'; stake: bigint }
  | { book: 'official'; multiple: number; prizeGroup: number; maxPayout: bigint };

export type TPriced =
  | {
      ok: true;
      tickets: TTicketRequestInput[];
      units: number;
      /** Thousandths: the sum the server will take, by the same rules engine. */
      amount: bigint;
      /** Official book: the largest multiple the payout cap allows; null on the two-sided book. */
      maxMultiple: number | null;
    }
  /** The rules engine's fault code; with the cap's largest multiple when the multiple is over it. */
  | { ok: false; fault: string; maxMultiple?: number };

/** The engine's read-only selection as the request carries it (fresh arrays). */
const selectionJsonOf = (selection: TSelection): TSelectionJson => ({
  ...(selection.rows ? { rows: selection.rows.map((row) => [...row]) } : {}),
  ...(selection.entries ? { entries: [...selection.entries] } : {}),
  ...(selection.sums ? { sums: [...selection.sums] } : {}),
  ...(selection.positions ? { positions: [...selection.positions] } : {}),
  ...(selection.items ? { items: [...selection.items] } : {}),
});

function priceOne(type: TBetType, selection: TSelection, terms: TStakeTerms): TPriced {
  if (terms.book === 'twoSided') {
    // The server charges units × stake (packages/lottery priceTwoSided); the units are the
    // engine's count of this selection.
    const counted = countUnits(type.id, selection);
    if (!counted.ok) return { ok: false, fault: counted.fault.code };
    const ticket: TTicketRequestInput = {
      Book: 'twoSided',
      BetTypeId: type.id,
      Selection: selectionJsonOf(selection),
      Stake: thousandthsToNumber(terms.stake),
    };
    const amount = BigInt(counted.units) * terms.stake;
    return { ok: true, tickets: [ticket], units: counted.units, amount, maxMultiple: null };
  }
  const caps = officialCapsOf(terms.maxPayout);
  const price = priceTicket({
    betType: type,
    selection,
    mode: 'yuan',
    multiple: terms.multiple,
    group: terms.prizeGroup,
    userGroup: terms.prizeGroup,
    caps,
  });
  if (!price.ok) {
    const { code } = price.fault;
    if (code !== 'overMaxMultiple') return { ok: false, fault: code };
    return {
      ok: false,
      fault: code,
      maxMultiple: maxMultiple(type, 'yuan', terms.prizeGroup, caps),
    };
  }
  const ticket: TTicketRequestInput = {
    Book: 'official',
    BetTypeId: type.id,
    Selection: selectionJsonOf(selection),
    Mode: 'yuan',
    Multiple: terms.multiple,
    PrizeGroup: terms.prizeGroup,
  };
  return {
    ok: true,
    tickets: [ticket],
    units: price.units,
    amount: price.amount,
    maxMultiple: price.maxMultiple,
  };
}

/** One ticket per type with a selection, priced together; the first fault refuses them all. */
export function priceSelections(
  picks: readonly { type: TBetType; selection: TSelection }[],
  terms: TStakeTerms,
): TPriced {
  const total: Extract<TPriced, { ok: true }> = {
    ok: true,
    tickets: [],
    units: 0,
    amount: 0n,
    maxMultiple: null,
  };
  if (picks.length === 0) return { ok: false, fault: 'noUnits' };
  for (const { type, selection } of picks) {
    const priced = priceOne(type, selection, terms);
    if (!priced.ok) return priced;
    total.tickets.push(...priced.tickets);
    total.units += priced.units;
    total.amount += priced.amount;
    if (priced.maxMultiple !== null)
      total.maxMultiple = Math.min(total.maxMultiple ?? priced.maxMultiple, priced.maxMultiple);
  }
  return total;
}

/** A stake typed in currency units ("10", "2.5"): thousandths above zero, else null. */
export function parseStake(text: string): bigint | null {
  const stake = parseThousandths(text.trim());
  return stake !== null && stake > 0n ? stake : null;
}

/** A multiple typed as digits: an integer ≥ 1, else null. */
export function parseMultiple(text: string): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  const multiple = Number(text.trim());
  return multiple >= 1 ? multiple : null;
}

/** The game's payout cap in thousandths (LotteryGame/Data sends it as a decimal number). */
export const maxPayoutOf = (game: TGameCatalogueEntry): bigint | null =>
  parseThousandths(game.MaxPayoutPerTicket);
