import { catalogueEntry } from '../../../draws/testing/draws-fixtures.ts';
import type { TNewCartTicket } from '../cart-ticket.ts';

/** Test data for the cart: a 1-minute SSC game, an instant one, and tickets as the pickers make them. */

/** A 1-minute SSC game (400,000 yuan a ticket at most): the draws feature's catalogue entry. */
export const sscGame = catalogueEntry;

export const instantGame = () =>
  sscGame({
    GameId: 9,
    GameCode: 'MMSSC',
    Name: { zh: '秒秒时时彩', en: 'MiaoMiao SSC' },
    DrawSource: 'instant',
    CycleSeconds: null,
    IssuesPerDay: null,
    SealSeconds: null,
  });

type TOfficialRequest = Extract<TNewCartTicket['request'], { Book: 'official' }>;

/** The Bet/Place ticket of starFiveTicket, with changes. */
export const starFiveRequest = (patch: Partial<TOfficialRequest> = {}): TOfficialRequest => ({
  BetTypeId: 'ssc.star5.direct',
  Selection: { rows: [[1, 2], [3], [4], [5], [6]] },
  Book: 'official',
  Mode: 'yuan',
  Multiple: 1,
  PrizeGroup: 1800,
  ...patch,
});

/** 五星直选 rows 12/3/4/5/6: 2 units, 4.000 in 元 mode at multiple 1 (packages/lottery README). */
export function starFiveTicket(patch: Partial<TNewCartTicket> = {}): TNewCartTicket {
  return {
    gameId: 2,
    request: starFiveRequest(),
    betTypeName: 'Five stars direct',
    selectionText: '12,3,4,5,6',
    units: 2,
    amountThousandths: 4000,
    maxMultiple: 2,
    ...patch,
  };
}

/** 前三直选 in 分 mode: 3 units of 0.020. */
export function frontThreeFenTicket(patch: Partial<TNewCartTicket> = {}): TNewCartTicket {
  return {
    gameId: 2,
    request: {
      BetTypeId: 'ssc.front3.direct',
      Selection: { rows: [[1, 2, 3], [4], [5]] },
      Book: 'official',
      Mode: 'fen',
      Multiple: 1,
      PrizeGroup: 1800,
    },
    betTypeName: 'Front three direct',
    selectionText: '123,4,5',
    units: 3,
    amountThousandths: 60,
    maxMultiple: 5000,
    ...patch,
  };
}

export const k3Game = () =>
  sscGame({
    GameId: 5,
    GameCode: 'JSK3',
    Name: { zh: '极速快三', en: '1-minute K3' },
    CategoryId: 202,
    Family: 'k3',
    Books: ['official', 'twoSided'],
  });

/** K3 two-sided sum: 大 and 单 at 10.000 a unit, 20.000. */
export function twoSidedTicket(patch: Partial<TNewCartTicket> = {}): TNewCartTicket {
  return {
    gameId: 5,
    request: {
      BetTypeId: 'k3.twoSided.sum',
      Selection: { items: ['big', 'odd'] },
      Book: 'twoSided',
      Stake: 10,
    },
    betTypeName: 'Sum big/small odd/even',
    selectionText: 'Big, Odd',
    units: 2,
    amountThousandths: 20_000,
    maxMultiple: null,
    ...patch,
  };
}
