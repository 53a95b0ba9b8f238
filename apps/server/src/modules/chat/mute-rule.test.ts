import { describe, expect, it } from 'vitest';
import { checkNotMuted } from './mute-rule.ts';

describe('checkNotMuted', () => {
  it('lets a sender with no standing mute post', () => {
    expect(checkNotMuted([]).ok).toBe(true);
  });

  it('refuses with the latest end when mutes overlap, as text and as MutedUntil', () => {
    const end = Date.UTC(2026, 10, 27, 16, 5);
    expect(checkNotMuted([{ endsAt: end - 60_000 }, { endsAt: end }])).toEqual({
      ok: false,
      error: 'ChatSenderMuted',
      params: { until: '2026-11-27 16:05' },
      extra: { MutedUntil: end },
    });
  });

  it('refuses without an end when any mute lasts until lifted', () => {
    expect(checkNotMuted([{ endsAt: 1 }, { endsAt: null }])).toMatchObject({
      error: 'ChatSenderMutedUntilLifted',
    });
  });
});
