/**
 * Equally likely draws for the probability tests. A family's full set of ordered draws is often
 * too large (Happy 10: 20·19·…·13 ≈ 5.1e9; PK10: 10! = 3,628,800 per type), so tests enumerate
 * only what a type looks at; each enumerator below says why its draws are equally likely.
 */

const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** Every ordered draw of `length` balls of min..max, without repeats (11x5: 55,440) or with (K3: 216). */
export function allDraws(length: number, min: number, max: number, distinct: boolean): number[][] {
  let draws: number[][] = [[]];
  for (let i = 0; i < length; i += 1) {
    draws = draws.flatMap((draw) =>
      range(min, max)
        .filter((ball) => !distinct || !draw.includes(ball))
        .map((ball) => [...draw, ball]),
    );
  }
  return draws;
}

/**
 * Draws of a uniformly shuffled min..max (PK10 cars, the first 8 of Happy 10's 20 balls) that
 * run over every ordered choice for the given places, the other places taking the unused balls
 * in ascending order. Exact for a type that only looks at these places: every choice on them
 * is equally likely.
 */
export function placeDraws(places: readonly number[], length: number, min: number, max: number) {
  return allDraws(places.length, min, max, true).map((chosen) => {
    const rest = range(min, max).filter((ball) => !chosen.includes(ball));
    return Array.from({ length }, (_, slot) => {
      const at = places.indexOf(slot);
      return at >= 0 ? (chosen[at] as number) : (rest.shift() as number);
    });
  });
}

/**
 * Draws that run over every placement of the given balls in a shuffle of all of min..max (the
 * draw is its first `length` slots; a ball placed later is not drawn), the other balls filling
 * the remaining slots ascending. Exact for a unit whose outcome depends only on where its own
 * balls land (Happy 10 选二连: 20·19 = 380 placements of the pair).
 */
export function placementDraws(balls: readonly number[], length: number, min: number, max: number) {
  const slots = max - min + 1;
  return allDraws(balls.length, 0, slots - 1, true).map((at) => {
    const rest = range(min, max).filter((ball) => !balls.includes(ball));
    const shuffle = Array.from({ length: slots }, (_, slot) => {
      const b = at.indexOf(slot);
      return b >= 0 ? (balls[b] as number) : (rest.shift() as number);
    });
    return shuffle.slice(0, length);
  });
}

/**
 * Every set of `length` balls of min..max, ascending (Happy 10: C(20,8) = 125,970). Exact for a
 * type that judges the draw as a set (任选, 总和): every set is equally likely.
 */
export function setDraws(length: number, min: number, max: number): number[][] {
  const sets: number[][] = [];
  const grow = (set: number[], next: number) => {
    if (set.length === length) {
      sets.push(set);
      return;
    }
    for (let ball = next; ball <= max - (length - set.length - 1); ball += 1)
      grow([...set, ball], ball + 1);
  };
  grow([], min);
  return sets;
}
