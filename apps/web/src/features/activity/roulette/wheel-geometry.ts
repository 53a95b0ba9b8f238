/**
 * The wheel's geometry: N equal segments clockwise from the top, the pointer at the top. A spin
 * turns the wheel clockwise by whole turns plus what brings the drawn segment's middle under the
 * pointer, always forward from where it stopped last.
 */
export const spinTurns = 5;

/** The rotation (degrees, clockwise) that puts segment `index` of `count` under the pointer. */
export function restingAngle(index: number, count: number): number {
  const segment = 360 / count;
  return (360 - (index + 0.5) * segment) % 360;
}

/** The next rotation from `current`: at least `spinTurns` whole turns, ending on `index`. */
export function spinTo(current: number, index: number, count: number): number {
  const target = restingAngle(index, count);
  const from = ((current % 360) + 360) % 360;
  const extra = (target - from + 360) % 360;
  return current + spinTurns * 360 + extra;
}

/** The SVG path of segment `index` of `count` on a circle of radius r centred on (r, r). */
export function segmentPath(index: number, count: number, r: number): string {
  const point = (angle: number) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    return `${(r + r * Math.cos(radians)).toFixed(3)} ${(r + r * Math.sin(radians)).toFixed(3)}`;
  };
  const start = (index * 360) / count;
  const end = ((index + 1) * 360) / count;
  if (count === 1) return `M ${r} 0 A ${r} ${r} 0 1 1 ${r - 0.001} 0 Z`;
  const large = end - start > 180 ? 1 : 0;
  return `M ${r} ${r} L ${point(start)} A ${r} ${r} 0 ${large} 1 ${point(end)} Z`;
}

/** Where a segment's label sits: its middle angle, at 62 % of the radius. */
export function labelPoint(index: number, count: number, r: number) {
  const angle = ((index + 0.5) * 360) / count;
  const radians = ((angle - 90) * Math.PI) / 180;
  return { x: r + 0.62 * r * Math.cos(radians), y: r + 0.62 * r * Math.sin(radians), angle };
}
