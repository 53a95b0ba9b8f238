import { describe, expect, it } from 'vitest';
import { Frame } from '../protocol/frame.ts';
import { resolveOptions } from '../options.ts';
import { KeepAlive } from './keep-alive.ts';
import { StatefulBuffer } from './stateful-buffer.ts';

describe('KeepAlive with the default timings', () => {
  const defaults = resolveOptions({});

  it('are ASP.NET Core and client defaults: ping after 15 s, drop after 30 s', () => {
    expect(defaults.keepAliveIntervalMs).toBe(15_000);
    expect(defaults.clientTimeoutMs).toBe(30_000);
    expect(defaults.disconnectTimeoutMs).toBe(15_000);
    expect(defaults.handshakeTimeoutMs).toBe(15_000);
    expect(defaults.pollTimeoutMs).toBe(90_000);
    expect(defaults.statefulReconnectBufferChars).toBe(100_000);
  });

  it('pings when nothing was sent for 15 s, and not before', () => {
    const keepAlive = new KeepAlive(defaults, 0);
    expect(keepAlive.check(14_999)).toBe('none');
    expect(keepAlive.check(15_000)).toBe('ping');
    expect(keepAlive.check(16_000)).toBe('none');
    keepAlive.markSent();
    expect(keepAlive.check(29_000)).toBe('none');
    expect(keepAlive.check(44_000)).toBe('ping');
  });

  it('drops a client only after it pinged once and then went 30 s silent', () => {
    const neverPinged = new KeepAlive(defaults, 0);
    expect(neverPinged.check(120_000)).not.toBe('timeout');
    const keepAlive = new KeepAlive(defaults, 0);
    keepAlive.received(1_000, true);
    expect(keepAlive.check(30_999)).not.toBe('timeout');
    keepAlive.received(20_000, false);
    expect(keepAlive.check(49_999)).not.toBe('timeout');
    expect(keepAlive.check(50_000)).toBe('timeout');
  });
});

describe('StatefulBuffer', () => {
  const frame = (text: string) => new Frame(text, true);

  it('replays what was not acked, from the oldest id', () => {
    const buffer = new StatefulBuffer(1_000);
    for (const text of ['a', 'b', 'c']) buffer.track(frame(text));
    buffer.ack(1);
    const { sequenceId, frames } = buffer.reattach();
    expect(sequenceId).toBe(2);
    expect(frames.map((item) => item.text)).toEqual(['b', 'c']);
  });

  it('sends the next id when everything was acked', () => {
    const buffer = new StatefulBuffer(1_000);
    buffer.track(frame('a'));
    buffer.ack(1);
    expect(buffer.reattach()).toEqual({ sequenceId: 2, frames: [] });
  });

  it('drops resent duplicates after the peer resets its sequence', () => {
    const buffer = new StatefulBuffer(1_000);
    expect([buffer.shouldProcess(), buffer.shouldProcess(), buffer.shouldProcess()]).toEqual([
      true,
      true,
      true,
    ]);
    expect(buffer.takeAck()).toBe(3);
    expect(buffer.takeAck()).toBeNull();
    buffer.reattach();
    expect(buffer.isAwaitingSequence).toBe(true);
    expect(buffer.resetSequence(5)).toBe(false);
    expect(buffer.resetSequence(2)).toBe(true);
    // Messages 2 and 3 again, then a new one.
    expect([buffer.shouldProcess(), buffer.shouldProcess(), buffer.shouldProcess()]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('gives up the guarantee past its limit instead of growing', () => {
    const buffer = new StatefulBuffer(5);
    buffer.track(frame('abc'));
    expect(buffer.isOverflowed).toBe(false);
    buffer.track(frame('abc'));
    expect(buffer.isOverflowed).toBe(true);
  });
});
