import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../shared/i18n/i18n.ts';
import type { TFieldErrors } from '../../../shared/forms/check-contract.ts';
import type { TConfigEditor, TConfigOf } from './config-editor-types.ts';
import { depositConsumeKeno2Editor } from './deposit-consume-keno2-editor.tsx';
import { firstDepositByCategoryEditor } from './first-deposit-by-category-editor.tsx';
import { newbieQuestEditor } from './newbie-quest-editor.tsx';

beforeEach(() => setLanguage('en'));
afterEach(cleanup);

/** Renders an editor with its own state; `latest()` is the configuration it last produced. */
function mount<T extends 'newbieQuest' | 'firstDepositByCategory' | 'depositConsumeKeno2'>(
  editor: TConfigEditor<T>,
  errors: TFieldErrors = {},
) {
  let latest: TConfigOf<T> = editor.initial();
  function Host() {
    const [value, setValue] = useState(latest);
    return (
      <editor.Editor
        value={value}
        errors={errors}
        onChange={(next) => {
          latest = next;
          setValue(next);
        }}
      />
    );
  }
  render(<Host />);
  return { latest: () => latest };
}

describe('the new-player tasks editor', () => {
  it('starts with every task, sets a prize, removes a task and adds it back', () => {
    const editor = mount(newbieQuestEditor);
    expect(editor.latest().Tasks.map((task) => task.Task)).toEqual([
      'bindBankCard',
      'setFundPassword',
      'setSecurityQuestions',
      'firstDeposit',
      'firstBet',
    ]);
    expect(screen.getByRole('button', { name: 'Add a task' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Prize of task 1'), { target: { value: '3.5' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1] as HTMLElement);
    expect(editor.latest().Tasks.map((task) => task.Task)).not.toContain('setFundPassword');
    fireEvent.click(screen.getByRole('button', { name: 'Add a task' }));
    expect(editor.latest().Tasks.at(-1)).toEqual({ Task: 'setFundPassword', Prize: '' });
    expect(editor.latest().Tasks[0]).toEqual({ Task: 'bindBankCard', Prize: '3.5' });
    fireEvent.change(screen.getByLabelText(/Claimable for this many days/), {
      target: { value: '14' },
    });
    expect(editor.latest().WithinDays).toBe(14);
  });

  it("shows the contract's messages beside their fields", () => {
    mount(newbieQuestEditor, { 'Tasks.0.Prize': 'Required', Tasks: 'each task at most once' });
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.getByText('each task at most once')).toBeTruthy();
    expect(screen.getByLabelText('Prize of task 1').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the first-deposit editor', () => {
  it('takes percents as basis points, adds a method and pays into the bonus wallet', () => {
    const editor = mount(firstDepositByCategoryEditor);
    fireEvent.change(screen.getByLabelText('Bonus of method 1 (%)'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('Cap of method 1'), { target: { value: '188' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a method' }));
    fireEvent.change(screen.getByLabelText('Method 2'), { target: { value: 'usdt' } });
    expect(editor.latest().Categories).toEqual([
      { Category: 'bank', PercentBps: 1250, Cap: '188' },
      { Category: 'usdt', PercentBps: 1000, Cap: '' },
    ]);
    expect(editor.latest().BonusWallet).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Pay into the bonus wallet/ }));
    fireEvent.change(screen.getByLabelText('Bonus wallet turnover multiple'), {
      target: { value: '5' },
    });
    expect(editor.latest().BonusWallet).toEqual({ TurnoverMultiple: 5, ExpiresInDays: 30 });
  });
});

describe('the deposit and KENO tiers editor', () => {
  it('edits, adds and removes tiers', () => {
    setLanguage('zh-CN');
    const editor = mount(depositConsumeKeno2Editor);
    fireEvent.change(screen.getByLabelText('第 1 档的充值额'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('第 1 档的快乐8投注额'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('第 1 档的奖金'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '添加档位' }));
    expect(editor.latest().Tiers).toEqual([
      { Deposit: '100', KenoTurnover: '200', Prize: '5' },
      { Deposit: '', KenoTurnover: '', Prize: '' },
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0] as HTMLElement);
    expect(editor.latest().Tiers).toEqual([{ Deposit: '', KenoTurnover: '', Prize: '' }]);
  });
});
