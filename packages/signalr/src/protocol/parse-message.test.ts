import { describe, expect, it } from 'vitest';
import { ProtocolError } from './errors.ts';
import { parseHandshake, handshakeResponse } from './handshake.ts';
import { parseHubMessage } from './parse-message.ts';
import { RecordReader } from './record-reader.ts';

describe('parseHubMessage', () => {
  it('reads what the official client sends', () => {
    expect(
      parseHubMessage('{"target":"Add","arguments":[2,3],"invocationId":"0","type":1}'),
    ).toEqual({
      type: 1,
      invocationId: '0',
      target: 'Add',
      arguments: [2, 3],
      streamIds: undefined,
    });
    expect(parseHubMessage('{"type":3,"invocationId":"4","result":null}')).toEqual({
      type: 3,
      invocationId: '4',
      result: null,
    });
    expect(parseHubMessage('{"type":8,"sequenceId":19}')).toEqual({ type: 8, sequenceId: 19 });
    expect(parseHubMessage('{"type":6}')).toEqual({ type: 6 });
  });

  it('ignores an unknown numeric type, as the spec asks', () => {
    expect(parseHubMessage('{"type":42}')).toBeNull();
  });

  it.each([
    ['bad JSON', '{"type":1,'],
    ['a non-object', '[1]'],
    ['a non-numeric type', '{"type":"1","target":"A","arguments":[]}'],
    ['a missing target', '{"type":1,"arguments":[]}'],
    ['an empty target', '{"type":1,"target":"","arguments":[]}'],
    ['an empty target on a stream invocation', '{"type":4,"invocationId":"1","target":""}'],
    ['missing arguments', '{"type":1,"target":"A"}'],
    ['an empty invocation id', '{"type":1,"invocationId":"","target":"A","arguments":[]}'],
    ['a completion with result and error', '{"type":3,"invocationId":"1","result":1,"error":"x"}'],
    ['a completion without id', '{"type":3,"result":1}'],
    ['a stream item without item', '{"type":2,"invocationId":"1"}'],
    ['an ack without sequence id', '{"type":8}'],
  ])('rejects %s', (_name, record) => {
    expect(() => parseHubMessage(record)).toThrow(ProtocolError);
  });
});

describe('RecordReader', () => {
  it('joins a record split across chunks and splits several in one', () => {
    const reader = new RecordReader(100);
    expect(reader.push('{"type":6}\x1e{"ty')).toEqual(['{"type":6}']);
    expect(reader.push('pe":6}\x1e{"type":6}\x1e')).toEqual(['{"type":6}', '{"type":6}']);
    expect(reader.push('')).toEqual([]);
  });

  it('refuses a record over the size limit, finished or not', () => {
    expect(() => new RecordReader(10).push(`${'x'.repeat(11)}\x1e`)).toThrow(ProtocolError);
    expect(() => new RecordReader(10).push('x'.repeat(11))).toThrow(ProtocolError);
  });
});

describe('handshake', () => {
  it('accepts json versions 1 and 2 only', () => {
    expect(parseHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true, version: 1 });
    expect(parseHandshake('{"protocol":"json","version":2}')).toEqual({ ok: true, version: 2 });
    expect(parseHandshake('{"protocol":"json","version":3}')).toEqual({
      ok: false,
      error: "The server does not support version 3 of the 'json' protocol.",
    });
    expect(parseHandshake('{"protocol":"messagepack","version":1}')).toEqual({
      ok: false,
      error: "The protocol 'messagepack' is not supported.",
    });
    expect(parseHandshake('nope').ok).toBe(false);
  });

  it('answers without a type field', () => {
    expect(handshakeResponse()).toBe('{}\x1e');
    expect(handshakeResponse('bad')).toBe('{"error":"bad"}\x1e');
  });
});
