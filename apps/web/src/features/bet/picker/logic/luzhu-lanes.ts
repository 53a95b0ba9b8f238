import type { TBetType, TNames } from '@lottery/lottery';

/** The four traits a 路珠 board bets on, in the order its buttons show them. */
export const luzhuOutcomes = ['big', 'small', 'odd', 'even'] as const;
export type TLuzhuOutcome = (typeof luzhuOutcomes)[number];

const isLuzhuOutcome = (trait: string): trait is TLuzhuOutcome =>
  (luzhuOutcomes as readonly string[]).includes(trait);

/** One row of the board: a position of the draw (or its sum) and the type's item per trait. */
export interface TLuzhuLane {
  /** The items' id prefix (`s` of `s.big`, 十位); '' for a type bet on the whole draw's sum. */
  readonly key: string;
  /** The position's own name, the part its four items' names share (十位, Tens); undefined for a sum. */
  readonly name: TNames | undefined;
  readonly items: Readonly<Record<TLuzhuOutcome, string>>;
}

function sharedStart(texts: readonly string[]): string {
  const [first = ''] = texts;
  let length = first.length;
  for (const text of texts)
    while (length > 0 && text.slice(0, length) !== first.slice(0, length)) length -= 1;
  return first.slice(0, length).trim();
}

type TItem = { id: string; name: TNames };

function laneOf(key: string, traits: ReadonlyMap<TLuzhuOutcome, TItem>): TLuzhuLane | undefined {
  const [big, small, odd, even] = luzhuOutcomes.map((outcome) => traits.get(outcome));
  if (!big || !small || !odd || !even) return undefined;
  const own = [big, small, odd, even];
  const name =
    key === ''
      ? undefined
      : {
          zh: sharedStart(own.map((item) => item.name.zh)),
          en: sharedStart(own.map((item) => item.name.en)),
        };
  return { key, name, items: { big: big.id, small: small.id, odd: odd.id, even: even.id } };
}

function lanesOfItems(items: readonly TItem[]): TLuzhuLane[] | undefined {
  const byKey = new Map<string, Map<TLuzhuOutcome, TItem>>();
  for (const item of items) {
    const dot = item.id.lastIndexOf('.');
    const key = dot < 0 ? '' : item.id.slice(0, dot);
    const trait = item.id.slice(dot + 1);
    if (!isLuzhuOutcome(trait)) return undefined;
    const traits = byKey.get(key) ?? new Map<TLuzhuOutcome, TItem>();
    traits.set(trait, item);
    byKey.set(key, traits);
  }
  const lanes: TLuzhuLane[] = [];
  for (const [key, traits] of byKey) {
    const lane = laneOf(key, traits);
    if (!lane) return undefined;
    lanes.push(lane);
  }
  return lanes.length > 0 ? lanes : undefined;
}

const cache = new WeakMap<TBetType, readonly TLuzhuLane[] | null>();

/**
 * The lanes of an official type a 路珠 board can bet on: one whose options are exactly 大, 小,
 * 单 and 双 of one or more positions (SSC 后二/前二/后三/前三大小单双, items `s.big`…) or of the
 * draw's sum (SSC 五星和值大小单双, K3 和值大小单双, items `big`…). Read from the type's items,
 * so a family gets the mode as soon as its catalogue has such a type; undefined for any other.
 */
export function luzhuLanesOf(type: TBetType): readonly TLuzhuLane[] | undefined {
  const cached = cache.get(type);
  if (cached !== undefined) return cached ?? undefined;
  const lanes =
    type.book === 'official' && type.shape.kind === 'items'
      ? lanesOfItems(type.shape.items)
      : undefined;
  cache.set(type, lanes ?? null);
  return lanes;
}

/** The types of a game's list a 路珠 board can bet on, in the list's order. */
export const luzhuTypesOf = (types: readonly TBetType[]) =>
  types.filter((type) => luzhuLanesOf(type) !== undefined);
