/**
 * The multiple a typed draft stands for: its digits, at least 1 and at most the maximum the
 * payout cap allows (a maximum below 1 still gives 1, which the engine then refuses).
 */
export function multipleOf(draft: string, maxMultiple: number): number {
  const typed = /^\d+$/.test(draft) ? Number(draft) : 1;
  return Math.max(1, Math.min(typed, maxMultiple));
}
