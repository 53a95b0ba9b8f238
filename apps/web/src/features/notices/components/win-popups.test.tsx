import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { showWinNotice, useNotices } from '../../../shared/notices/notices-store.ts';
import { WinPopups } from './win-popups.tsx';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  useNotices.setState({ toasts: [], warnings: [], wins: [] });
});
afterEach(cleanup);

const notice = (n: number) => ({
  LotteryName: 'Chongqing SSC',
  BetTypeName: 'Five-star straight',
  IssueSerialNumber: `20260310-00${n}`,
  WinningNumber: '1,2,3,4,5',
  SerialNumber: `B${n}`,
  Prize: 12345.6,
});

describe('WinPopups', () => {
  it('shows at most three, each with its six fields', () => {
    render(<WinPopups />);
    act(() => {
      for (let i = 1; i <= 4; i += 1) showWinNotice(notice(i));
    });
    const popups = screen.getAllByRole('region', { name: 'You won' });
    expect(popups).toHaveLength(3);
    const first = popups[0];
    for (const text of [
      'Chongqing SSC',
      'Five-star straight',
      '20260310-001',
      '1,2,3,4,5',
      'B1',
      '12,345.600',
    ]) {
      expect(first?.textContent).toContain(text);
    }
    expect(screen.queryByText('B4')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.getAllByRole('region', { name: 'You won' })).toHaveLength(3);
    expect(screen.getByText('B4')).toBeTruthy();
    expect(screen.queryByText('B1')).toBeNull();
  });

  it('names the game and the bet type in the page language when the notice has them', async () => {
    render(<WinPopups />);
    const chinese = { ...notice(1), LotteryName: '重庆时时彩', BetTypeName: '五星直选复式' };
    act(() => {
      showWinNotice({ ...chinese, LotteryNameEn: 'Chongqing SSC', BetTypeNameEn: 'Five-star' });
      showWinNotice({ ...chinese, SerialNumber: 'B2' });
    });
    const [english, older] = screen.getAllByRole('region', { name: 'You won' });
    expect(english?.textContent).toContain('Chongqing SSC');
    expect(english?.textContent).toContain('Five-star');
    expect(english?.textContent).not.toContain('重庆时时彩');
    // A notice without English names (sent before they existed) shows the Chinese ones.
    expect(older?.textContent).toContain('重庆时时彩');
    try {
      await act(() => i18next.changeLanguage('zh-CN'));
      expect(english?.textContent).toContain('重庆时时彩');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('"hide for today" closes every popup', () => {
    render(<WinPopups />);
    act(() => {
      showWinNotice(notice(1));
      showWinNotice(notice(2));
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Hide for today' })[0] as HTMLElement);
    expect(screen.queryAllByRole('region', { name: 'You won' })).toEqual([]);
    act(() => {
      showWinNotice(notice(3));
    });
    expect(screen.queryAllByRole('region', { name: 'You won' })).toEqual([]);
  });
});
