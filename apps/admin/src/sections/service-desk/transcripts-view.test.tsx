import type { TServiceDeskSession } from '@lottery/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../shared/testing/fetch-stub.tsx';
import { TranscriptsView } from './transcripts-view.tsx';

const session = (id: number, patch: Partial<TServiceDeskSession>): TServiceDeskSession => ({
  SessionId: id,
  State: 'finished',
  UserId: 7,
  LoginId: `player${id}`,
  VisitorId: null,
  OperatorId: 1,
  OperatorName: 'service1',
  RequestedAt: Date.UTC(2026, 10, 27, 1, id),
  ServedAt: Date.UTC(2026, 10, 27, 1, id + 1),
  FinishedAt: Date.UTC(2026, 10, 27, 1, id + 5),
  Rating: 4,
  RatingComment: null,
  Messages: [],
  ...patch,
});

const { calls, renderAt } = stubFetchPerTest((call) =>
  call.url.includes('/Operators')
    ? { Items: [{ AdminId: 1, DisplayName: 'service1' }] }
    : {
        Total: 2,
        Items: [
          session(2, {
            State: 'cancelled',
            OperatorId: null,
            OperatorName: null,
            ServedAt: null,
            Rating: null,
          }),
          session(1, {}),
        ],
      },
);

describe('the transcripts search', () => {
  it('shows a conversation the customer cancelled apart from a finished one', async () => {
    renderAt(<TranscriptsView />, '/transcripts');
    await screen.findByText('player2');
    const head = (loginId: string) =>
      screen.getByText(loginId).closest('.desk-transcript-head')?.textContent;
    expect(head('player2')).toContain('客户已取消');
    expect(head('player2')).toContain('未评价');
    expect(head('player1')).toContain('已结束');
    expect(head('player1')).toContain('★★★★');
  });

  it('searches by login ID', async () => {
    renderAt(<TranscriptsView />, '/transcripts');
    await screen.findByText('player2');
    fireEvent.change(screen.getByLabelText('玩家账号'), { target: { value: ' player1 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await vi.waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/Admin/ServiceDesk/Transcripts?Page=1&LoginId=player1&PageSize=20',
      ),
    );
  });
});
