import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDesk } from './desk-state.ts';
import { DeskView } from './desk-view.tsx';
import type { TServiceDesk } from './use-service-desk.ts';

/** The desk as its hook answers it; the hub behind it is tested on the server. */
const desk = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('./use-service-desk.ts', () => ({ useServiceDesk: () => desk.current }));

const waiter = (position: number) => ({
  SessionId: position,
  Position: position,
  UserId: null,
  LoginId: null,
  VisitorId: position,
  RequestedAt: Date.UTC(2026, 10, 27, 1, 0),
});

function renderDesk(waiting: number, totalWaiting: number) {
  desk.current = {
    state: {
      ...emptyDesk,
      operatorId: 1,
      waiting: Array.from({ length: waiting }, (_, i) => waiter(i + 1)),
      totalWaiting,
    },
    connection: 'connected',
  } satisfies Partial<TServiceDesk>;
  render(<DeskView />);
}

afterEach(cleanup);

describe('the desk queue', () => {
  it('counts everyone waiting and says how many are past the list', () => {
    renderDesk(3, 253);
    expect(screen.getByRole('heading', { name: '等待队列 (253)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '接待' })).toHaveLength(3);
    expect(screen.getByText('另有 250 位在等待（按顺序接待后显示）')).toBeTruthy();
  });

  it('says nothing more when the list holds the whole queue', () => {
    renderDesk(2, 2);
    expect(screen.getByRole('heading', { name: '等待队列 (2)' })).toBeTruthy();
    expect(screen.queryByText(/另有/)).toBeNull();
  });
});
