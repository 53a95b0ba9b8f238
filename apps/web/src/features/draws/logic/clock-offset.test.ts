import { describe, expect, it } from 'vitest';
import { bestOffsetMs, offsetOfSample } from './clock-offset.ts';

describe('server clock offset', () => {
  it('is the server time minus the client time at the middle of the round trip', () => {
    // Sent at 1000, answered at 1200 (round trip 200 ms); the server read 6100 in between.
    expect(offsetOfSample({ clientSentMs: 1000, clientReceivedMs: 1200, serverMs: 6100 })).toBe(
      5000,
    );
  });

  it('trusts the sample with the shortest round trip', () => {
    expect(
      bestOffsetMs([
        { clientSentMs: 0, clientReceivedMs: 2000, serverMs: 9000 },
        { clientSentMs: 5000, clientReceivedMs: 5040, serverMs: 8020 },
        { clientSentMs: 6000, clientReceivedMs: 5000, serverMs: 0 },
      ]),
    ).toBe(3000);
    expect(bestOffsetMs([])).toBeNull();
  });
});
