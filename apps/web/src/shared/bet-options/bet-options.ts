/** The seven toggles of the bet options panel (SPEC §2), in the panel's order. */
export const betOptionKeys = [
  'sealIssueAlert',
  'drawAlert',
  'winningAlert',
  'singleItemCheck',
  'milliMode',
  'awardNotify',
  'scratchDraw',
] as const;
export type TBetOptionKey = (typeof betOptionKeys)[number];
export type TBetOptions = Record<TBetOptionKey, boolean>;

/** The three that also live on the server (SPEC §7 SetFengDanAlert, SetDrawAlert, SetWinningAlert). */
export const serverAlertKeys = ['sealIssueAlert', 'drawAlert', 'winningAlert'] as const;
export type TServerAlertKey = (typeof serverAlertKeys)[number];
export const isServerAlertKey = (key: TBetOptionKey): key is TServerAlertKey =>
  (serverAlertKeys as readonly string[]).includes(key);

/**
 * Older clients stored these as 1/0 or "true"/"false" as well as booleans, so every spelling
 * counts; anything else is treated as not stored.
 */
const onValues: readonly unknown[] = [true, 1, '1', 'true'];
const offValues: readonly unknown[] = [false, 0, '0', 'false'];

const readFlag = (value: unknown, fallback: boolean) =>
  onValues.includes(value) ? true : offValues.includes(value) ? false : fallback;

/**
 * SPEC §5: every option is on unless stored as 0/false, except scratch draw, which is off unless
 * stored as on.
 */
export function readBetOptions(stored: unknown): TBetOptions {
  const record: Record<string, unknown> =
    stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return {
    sealIssueAlert: readFlag(record.sealIssueAlert, true),
    drawAlert: readFlag(record.drawAlert, true),
    winningAlert: readFlag(record.winningAlert, true),
    singleItemCheck: readFlag(record.singleItemCheck, true),
    milliMode: readFlag(record.milliMode, true),
    awardNotify: readFlag(record.awardNotify, true),
    scratchDraw: readFlag(record.scratchDraw, false),
  };
}
