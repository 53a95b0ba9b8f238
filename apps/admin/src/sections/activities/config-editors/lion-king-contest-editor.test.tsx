import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../shared/i18n/i18n.ts';
import type { TConfigOf } from './config-editor-types.ts';
import { lionKingContestEditor } from './lion-king-contest-editor.tsx';

const game = (GameId: number, Name: string) => ({
  GameId,
  Code: `g${GameId}`,
  Name,
  CategoryId: 1,
  Family: 'ssc',
  DrawSource: 'fair',
  State: 0,
  Books: ['official'],
  CycleSeconds: 60,
  IssuesPerDay: 1440,
  SealSeconds: 10,
  ResultTimeoutSeconds: 60,
  MaxPayoutPerTicket: 1000,
  MaxStakePerIssue: 1000,
  TwoSidedReturnPermille: 980,
  MaxPrizeGroup: null,
  MinPrizeGroup: null,
  WinHoldThreshold: null,
});

let latest: TConfigOf<'lionKingContest'> | null = null;

function Host({ errors = {} }: { errors?: Record<string, string> }) {
  const [value, setValue] = useState(lionKingContestEditor.initial());
  latest = value;
  const { Editor } = lionKingContestEditor;
  return <Editor value={value} onChange={setValue} errors={errors} />;
}

function renderEditor(gamesAnswer: Response, errors?: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => gamesAnswer),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Host {...(errors ? { errors } : {})} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('zh-CN');
  latest = null;
});

describe('the Lion King contest editor', () => {
  it('edits the prizes by place, the shown places and the games that count', async () => {
    renderEditor(
      new Response(JSON.stringify({ Games: [game(2, '江苏时时彩'), game(9, '极速快3')] })),
    );
    expect(latest).toEqual({
      Type: 'lionKingContest',
      RankPrizes: [888, 588, 388],
      GameIds: [],
      ShownPlaces: 10,
    });
    fireEvent.change(screen.getByLabelText('第 1 名'), { target: { value: '1000.5' } });
    fireEvent.click(screen.getByRole('button', { name: '删除第 3 名' }));
    fireEvent.click(screen.getByRole('button', { name: '添加名次' }));
    fireEvent.change(screen.getByLabelText('第 3 名'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('排行榜显示名次数'), { target: { value: '20' } });
    fireEvent.click(await screen.findByLabelText('极速快3'));
    expect(latest).toEqual({
      Type: 'lionKingContest',
      RankPrizes: ['1000.5', 588, '50'],
      GameIds: [9],
      ShownPlaces: 20,
    });
    fireEvent.click(screen.getByLabelText('极速快3'));
    expect(latest?.GameIds).toEqual([]);
  });

  it("shows the contract's messages and a refused game list, in English", async () => {
    await setLanguage('en');
    renderEditor(
      new Response(JSON.stringify({ Code: 1, Message: 'No permission' }), { status: 403 }),
      { 'RankPrizes.1': 'Too small', ShownPlaces: 'At most 100' },
    );
    expect(screen.getByLabelText('Place 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too small')).toBeTruthy();
    expect(screen.getByText('At most 100')).toBeTruthy();
    expect((await screen.findByRole('button', { name: /retry|重试/i })).textContent).toBeTruthy();
  });
});
