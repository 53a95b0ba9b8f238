/**
 * Server clock offset (SPEC §4: countdowns run on server time). One request gives a sample: the
 * client clock when sent (echoed back as ClientTimestamp), when the answer arrived, and the
 * server clock in the answer. The server read its clock somewhere in the round trip; taking the
 * middle bounds the error by half the round trip, so the sample with the shortest round trip is
 * the best one (Cristian's algorithm).
 */
export interface TClockSample {
  clientSentMs: number;
  clientReceivedMs: number;
  serverMs: number;
}

/** Server clock − client clock, ms, from one sample. */
export const offsetOfSample = (sample: TClockSample) =>
  Math.round(sample.serverMs - (sample.clientSentMs + sample.clientReceivedMs) / 2);

const roundTripMs = (sample: TClockSample) => sample.clientReceivedMs - sample.clientSentMs;

/** The offset of the sample with the shortest round trip; null without a usable sample. */
export function bestOffsetMs(samples: readonly TClockSample[]): number | null {
  const usable = samples.filter((sample) => roundTripMs(sample) >= 0);
  if (usable.length === 0) return null;
  const best = usable.reduce((a, b) => (roundTripMs(b) < roundTripMs(a) ? b : a));
  return offsetOfSample(best);
}
