import type { TServiceMessage, TServiceSession } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { serviceReducer } from './service-state.ts';

const waiting: TServiceSession = {
  Id: 7,
  State: 'waiting',
  Position: 3,
  OperatorName: null,
  RequestedAt: 1,
  FinishedAt: null,
  Rating: null,
  Messages: [],
};
const message = (id: number, sessionId = 7): TServiceMessage => ({
  Id: id,
  SessionId: sessionId,
  FromOperator: true,
  SenderName: 'op',
  Body: 'hi',
  CreatedAt: id,
});

describe('the asker conversation', () => {
  it('follows the queue, the start and the finish of its own session only', () => {
    let view = serviceReducer(waiting, { type: 'position', sessionId: 7, position: 1 });
    expect(view?.Position).toBe(1);
    view = serviceReducer(view, { type: 'started', sessionId: 8, operatorName: 'other' });
    expect(view?.State).toBe('waiting');
    view = serviceReducer(view, { type: 'started', sessionId: 7, operatorName: 'Ann' });
    expect(view).toMatchObject({ State: 'serving', Position: 0, OperatorName: 'Ann' });
    // A late position update does not put a served session back in the queue.
    view = serviceReducer(view, { type: 'position', sessionId: 7, position: 2 });
    expect(view?.Position).toBe(0);
    view = serviceReducer(view, { type: 'finished', sessionId: 7, at: 9 });
    expect(view).toMatchObject({ State: 'finished', FinishedAt: 9 });
  });

  it('ends a waiting session as cancelled, never a served one', () => {
    const cancelled = serviceReducer(waiting, { type: 'cancelled', sessionId: 7, at: 9 });
    expect(cancelled).toMatchObject({ State: 'cancelled', Position: 0, FinishedAt: 9 });
    const serving = serviceReducer(waiting, { type: 'started', sessionId: 7, operatorName: 'Ann' });
    expect(serviceReducer(serving, { type: 'cancelled', sessionId: 7, at: 9 })).toBe(serving);
  });

  it('keeps a message once, and none of another session', () => {
    let view = serviceReducer(waiting, { type: 'message', message: message(1) });
    view = serviceReducer(view, { type: 'message', message: message(1) });
    view = serviceReducer(view, { type: 'message', message: message(2, 8) });
    expect(view?.Messages.map((m) => m.Id)).toEqual([1]);
  });
});
