import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TAnswer } from '../../../shared/testing/fake-api.ts';
import { fixedAward, newbieDetail, step } from '../steps/tiers-fixtures.ts';
import { activityPageHooks, renderAt } from '../testing/activity-fixtures.tsx';
import NewbieQuestPage from './newbie-quest-page.tsx';

activityPageHooks();

const tasks = (claimed: boolean) => [
  step({ ClaimNo: 0, Key: 'bindBankCard', Done: true, Claimed: claimed, Prize: 3 }),
  step({ ClaimNo: 1, Key: 'firstDeposit', Done: false, Prize: 8 }),
  step({ ClaimNo: 2, Key: 'firstBet', Done: false, Prize: 5 }),
];

const pageAt = () =>
  renderAt('/NewbieQuestActivity?id=21', '/NewbieQuestActivity', <NewbieQuestPage />);

describe('NewbieQuestPage', () => {
  it('lists the tasks, links a task not done, claims a done one by its step', async () => {
    initI18n('en');
    let claimed = false;
    const api = fakeApi(({ path }): TAnswer => {
      if (path === '/api/Activity/Claim') {
        claimed = true;
        return { Award: fixedAward({ ActivityId: 21, Amount: 3, CashFlowType: 504 }), Balance: 3 };
      }
      if (path === '/api/Activity/Detail') return newbieDetail(tasks(claimed));
      return { Count: 0 };
    });
    pageAt();
    const list = await screen.findByRole('list', { name: 'New player tasks' });
    const rows = within(list).getAllByTestId('activity-step');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bind a bank cardPrize 3.000Claim',
      'Make your first depositDo itPrize 8.000Not done yet',
      'Place your first betDo itPrize 5.000Not done yet',
    ]);
    expect(screen.getByTestId('newbie-done-count').textContent).toBe('1 of 3 tasks done');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Do it' })
        .getAttribute('href'),
    ).toBe('/Deposit');
    // The frame's own button is not there: tasks are claimed on their rows.
    expect(screen.queryByRole('button', { name: 'Not available now' })).toBeNull();

    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Claim' }));
    expect((await screen.findByTestId('claimed-amount')).textContent).toBe('You received 3.000');
    expect(api.to('/api/Activity/Claim')[0]?.body).toEqual({ ActivityId: 21, Step: 0 });
    await vi.waitFor(() =>
      expect(within(list).getAllByTestId('activity-step')[0]?.textContent).toContain('Claimed'),
    );
  });

  it('shows a refusal in words, in Chinese', async () => {
    initI18n('zh-CN');
    fakeApi(({ path }): TAnswer => {
      if (path === '/api/Activity/Claim')
        return { status: 409, body: { Code: 9013, Message: '新手任务奖励须在注册后 7 天内领取' } };
      if (path === '/api/Activity/Detail') return newbieDetail(tasks(false));
      return { Count: 0 };
    });
    pageAt();
    const list = await screen.findByRole('list', { name: '新手任务' });
    expect(screen.getByText('注册后 7 天内完成任务并领取奖励')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: '领取' }));
    expect(await screen.findByText(/新手任务奖励须在注册后 7 天内领取/)).toBeTruthy();
  });

  it('says so when no such activity is running', async () => {
    initI18n('en');
    fakeApi(() => ({ Items: [], UnreadCount: 0 }));
    renderAt('/NewbieQuestActivity', '/NewbieQuestActivity', <NewbieQuestPage />);
    expect(await screen.findByText('This promotion was not found')).toBeTruthy();
  });
});
