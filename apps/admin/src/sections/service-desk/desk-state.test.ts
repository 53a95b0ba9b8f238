import type { TServiceDeskSession, TServiceMessage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { deskReducer, emptyDesk } from './desk-state.ts';

const session = (id: number): TServiceDeskSession => ({
  SessionId: id,
  State: 'serving',
  UserId: null,
  LoginId: null,
  VisitorId: id,
  OperatorId: 1,
  OperatorName: 'op',
  RequestedAt: 0,
  ServedAt: 0,
  FinishedAt: null,
  Rating: null,
  RatingComment: null,
  Messages: [],
});
const message = (id: number, sessionId: number): TServiceMessage => ({
  Id: id,
  SessionId: sessionId,
  FromOperator: false,
  SenderName: 'v',
  Body: `m${id}`,
  CreatedAt: id,
});

describe('the desk state', () => {
  it('adds a message once to its own conversation, however often it comes', () => {
    let state = deskReducer(emptyDesk, { type: 'assigned', session: session(1) });
    state = deskReducer(state, { type: 'assigned', session: session(2) });
    for (const action of [message(10, 1), message(10, 1), message(11, 2)])
      state = deskReducer(state, { type: 'message', message: action });
    expect(state.serving.map((s) => s.Messages.map((m) => m.Id))).toEqual([[10], [11]]);
  });

  it('keeps the count of the whole queue beside its listed part', () => {
    const waiter = {
      SessionId: 3,
      Position: 1,
      UserId: null,
      LoginId: null,
      VisitorId: 3,
      RequestedAt: 0,
    };
    let state = deskReducer(emptyDesk, {
      type: 'loaded',
      operatorId: 1,
      waiting: [waiter],
      totalWaiting: 250,
      serving: [],
    });
    expect([state.waiting.length, state.totalWaiting]).toEqual([1, 250]);
    state = deskReducer(state, { type: 'queue', waiting: [], totalWaiting: 0 });
    expect([state.waiting.length, state.totalWaiting]).toEqual([0, 0]);
  });

  it('selects a taken conversation, and another when the selected one leaves', () => {
    let state = deskReducer(emptyDesk, { type: 'assigned', session: session(1) });
    state = deskReducer(state, { type: 'assigned', session: session(2) });
    expect(state.selectedId).toBe(2);
    state = deskReducer(state, { type: 'released', sessionId: 2 });
    expect([state.selectedId, state.serving.length]).toEqual([1, 1]);
    state = deskReducer(state, { type: 'released', sessionId: 1 });
    expect(state.selectedId).toBeNull();
  });
});
