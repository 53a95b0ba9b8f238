import type { TAdminGameWire } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GamePrizeGroupForm, prizeGroupOf } from './game-prize-group-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const game = (patch: Partial<TAdminGameWire> = {}): TAdminGameWire => ({
  GameId: 2,
  Code: 'JSSSC',
  Name: '极速时时彩',
  CategoryId: 1,
  Family: 'ssc',
  DrawSource: 'fair',
  State: 0,
  Books: ['official'],
  CycleSeconds: 60,
  IssuesPerDay: 1440,
  SealSeconds: 5,
  ResultTimeoutSeconds: 600,
  MaxPayoutPerTicket: 400000,
  MaxStakePerIssue: 1000000,
  TwoSidedReturnPermille: 975,
  MaxPrizeGroup: null,
  MinPrizeGroup: null,
  WinHoldThreshold: null,
  ...patch,
});

/** The API's network edge: answers Ok and keeps the bodies sent. */
function fakeApi() {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: { body?: string }) => {
      sent.push({ path, body: JSON.parse(init.body ?? '{}') });
      return { ok: true, status: 200, text: async () => JSON.stringify({ Ok: true }) };
    }),
  );
  return sent;
}

function renderForm(props: { game: TAdminGameWire; canManage: boolean }) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GamePrizeGroupForm {...props} />
    </QueryClientProvider>,
  );
}

const maxBox = () => screen.getByLabelText('最高奖金组') as HTMLInputElement;
const minBox = () => screen.getByLabelText('最低奖金组') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存奖金组' }));

describe('GamePrizeGroupForm', () => {
  it('shows the current range and sends a new one, then none for empty boxes', async () => {
    const sent = fakeApi();
    renderForm({ game: game({ MaxPrizeGroup: 1950, MinPrizeGroup: 1800 }), canManage: true });
    expect(maxBox().value).toBe('1950');
    expect(minBox().value).toBe('1800');
    fireEvent.change(maxBox(), { target: { value: ' 1900 ' } });
    fireEvent.change(minBox(), { target: { value: '1850' } });
    save();
    await screen.findByText('奖金组已保存');
    fireEvent.change(maxBox(), { target: { value: '' } });
    fireEvent.change(minBox(), { target: { value: '' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(2));
    const path = '/api/Admin/Games/SetPrizeGroup';
    expect(sent).toEqual([
      { path, body: { GameId: 2, MaxPrizeGroup: 1900, MinPrizeGroup: 1850 } },
      { path, body: { GameId: 2, MaxPrizeGroup: null, MinPrizeGroup: null } },
    ]);
  });

  it('names a group out of 1..2000 or not whole, and a floor above the cap, and sends nothing', () => {
    const sent = fakeApi();
    renderForm({ game: game(), canManage: true });
    for (const value of ['2001', '0', '1900.5', 'abc']) {
      fireEvent.change(maxBox(), { target: { value } });
      save();
      expect(screen.getByRole('alert').textContent).toContain('1 到 2000 之间的整数');
    }
    fireEvent.change(maxBox(), { target: { value: '1900' } });
    fireEvent.change(minBox(), { target: { value: '1902' } });
    save();
    expect(screen.getByRole('alert').textContent).toContain('最低奖金组不能高于最高奖金组');
    expect(sent).toEqual([]);
  });

  it('shows the range, or that there is none, without games.manage', () => {
    renderForm({ game: game({ MaxPrizeGroup: 1900, MinPrizeGroup: 1800 }), canManage: false });
    expect(screen.getByText('1900')).toBeTruthy();
    expect(screen.getByText('1800')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderForm({ game: game(), canManage: false });
    expect(screen.getByText('不限（按玩家自身奖金组）')).toBeTruthy();
    expect(screen.getByText('不限')).toBeTruthy();
  });
});

describe('prizeGroupOf', () => {
  it('reads empty as no cap and only whole groups of 1..2000', () => {
    expect(prizeGroupOf('')).toBeNull();
    expect(prizeGroupOf(' 1 ')).toBe(1);
    expect(prizeGroupOf('2000')).toBe(2000);
    for (const text of ['0', '2001', '1e3', '-5', '19.5'])
      expect(prizeGroupOf(text)).toBeUndefined();
  });
});
