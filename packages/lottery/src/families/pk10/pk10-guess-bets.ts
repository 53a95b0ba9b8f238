import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { directEntriesBet, directRowsBet, type TDirectSpec } from '../../core/kit/direct-bet.ts';
import { pk10Cars, pk10Places } from './pk10-family.ts';

const zhSize = ['', '一', '二', '三', '四', '五'];

/**
 * 猜冠军 / 猜前N 直选: the first N places in exact order, p = 1/(10·9·…·(11-N)): 1/10, 1/90,
 * 1/720, 1/5040, 1/30,240 (18 / 162 / 1296 / 9072 / 54,432 at group 1800). 复式 counts
 * ordered tuples of distinct cars; 单式 takes typed tuples.
 */
function spec(size: number, method: string, zhMethod: string, enMethod: string): TDirectSpec {
  const places = Array.from({ length: size }, (_, i) => i);
  const group =
    size === 1 ? names('猜冠军', 'Winner') : names(`猜前${zhSize[size]}`, `First ${size}`);
  let ways = 1;
  for (const place of places) ways *= 10 - place;
  return {
    id: size === 1 ? 'pk10.first.direct' : `pk10.front${size}.${method}`,
    family: 'pk10',
    name: names(`${group.zh}${zhMethod}`, `${group.en}${enMethod}`),
    group,
    places,
    labels: pk10Places.slice(0, size),
    balls: pk10Cars,
    probability: fraction(1, ways),
  };
}

export const pk10GuessBets: readonly TBetType[] = [
  directRowsBet(spec(1, 'direct', '', '')),
  ...[2, 3, 4, 5].flatMap((size) => [
    directRowsBet(spec(size, 'direct', '直选复式', ' direct')),
    directEntriesBet(spec(size, 'directSingle', '直选单式', ' direct, typed')),
  ]),
];
