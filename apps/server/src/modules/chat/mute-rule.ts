import { fail, succeed, type TResult } from '../../platform/result.ts';

/** A standing mute of the sender that covers the room: its end, or null for "until lifted". */
export interface TStandingMute {
  endsAt: number | null;
}

/**
 * AddMessage's mute rule, beside checkPost: a muted sender is refused with when it ends (the
 * latest end when a room mute and an all-chat mute overlap, as the sender waits for both).
 */
export function checkNotMuted(mutes: readonly TStandingMute[]): TResult<void> {
  if (mutes.length === 0) return succeed(undefined);
  if (mutes.some((mute) => mute.endsAt === null)) return fail('ChatSenderMutedUntilLifted');
  const endsAt = Math.max(...mutes.map((mute) => mute.endsAt ?? 0));
  return fail('ChatSenderMuted', { until: isoMinute(endsAt) }, { MutedUntil: endsAt });
}

/** The end as a person reads it in the message ("2026-11-27 16:05"); clients get MutedUntil. */
const isoMinute = (epochMs: number) =>
  new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ');
