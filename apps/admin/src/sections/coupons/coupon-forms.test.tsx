import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TTemplateRow } from './coupons-api.ts';
import { IssueForm, loginIdsOf } from './issue-form.tsx';
import { gameIdsOf, TemplateForm } from './template-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const savedTemplate: TTemplateRow = {
  TemplateId: 3,
  Kind: 'betVoucher',
  Title: '投注券',
  TitleZh: '投注券',
  TitleEn: 'Voucher',
  FaceValue: 5,
  Percent: 0,
  MinDeposit: 0,
  MinBet: 10,
  GameIds: [],
  GameNames: [],
  TurnoverMultiple: 1,
  ValidityDays: 7,
  TotalQuantity: 100,
  PerPlayerLimit: 1,
  IsClaimable: true,
  State: 'active',
  Issued: 0,
  Used: 0,
  PaidTotal: 0,
  CreatedAt: 1,
  UpdatedAt: 1,
};

/** The API's network edge: answers `answer` and keeps the bodies sent. */
function fakeApi(answer: unknown) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: { body?: string }) => {
      sent.push({ path, body: JSON.parse(init.body ?? '{}') as Record<string, unknown> });
      return { ok: true, status: 200, text: async () => JSON.stringify(answer) };
    }),
  );
  return sent;
}

const renderWithClient = (node: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe('TemplateForm', () => {
  it('sends a deposit coupon’s fields as typed, amounts as decimal text', async () => {
    const sent = fakeApi(savedTemplate);
    const onDone = vi.fn();
    renderWithClient(<TemplateForm row={null} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('类型'), { target: { value: 'depositBonus' } });
    fireEvent.change(screen.getByLabelText('名称（中文）'), { target: { value: '存款加赠' } });
    fireEvent.change(screen.getByLabelText('名称（英文）'), { target: { value: 'Deposit bonus' } });
    fireEvent.change(screen.getByLabelText('面值（存款券为赠送上限）'), {
      target: { value: '100.5' },
    });
    fireEvent.change(screen.getByLabelText('最低存款（存款券）'), { target: { value: '200' } });
    expect(screen.queryByLabelText('最低投注（投注券，不低于面值）')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onDone, document.body.textContent ?? '').toHaveBeenCalled());
    expect(sent).toEqual([
      {
        path: '/api/Admin/CouponTemplates/Save',
        body: {
          Kind: 'depositBonus',
          TitleZh: '存款加赠',
          TitleEn: 'Deposit bonus',
          FaceValue: '100.5',
          Percent: 10,
          MinDeposit: '200',
          MinBet: '0',
          GameIds: [],
          ValidityDays: 7,
          TotalQuantity: 1000,
          PerPlayerLimit: 1,
          TurnoverMultiple: 1,
          IsClaimable: true,
        },
      },
    ]);
  });

  it('names a field the contract refuses and sends nothing', async () => {
    const sent = fakeApi(savedTemplate);
    renderWithClient(<TemplateForm row={savedTemplate} onDone={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('每人限领'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/1/, { selector: '.form-error, [id$="-error"]' })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('IssueForm', () => {
  it('issues to the login IDs typed, one a line or comma separated', async () => {
    const sent = fakeApi({ CouponIds: [11, 12] });
    renderWithClient(<IssueForm template={savedTemplate} onDone={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('玩家账号（每行一个或逗号分隔）'), {
      target: { value: 'alice, bob\n' },
    });
    fireEvent.change(screen.getByLabelText('原因（记入审计日志）'), { target: { value: 'VIP' } });
    fireEvent.click(screen.getByRole('button', { name: '发放' }));
    expect(await screen.findByText(/已发放 2 张/)).toBeTruthy();
    expect(sent[0]?.body).toEqual({ TemplateId: 3, LoginIds: ['alice', 'bob'], Reason: 'VIP' });
  });
});

describe('list parsing', () => {
  it('splits game ids and login IDs on commas and white space', () => {
    expect(gameIdsOf('2, 3,,8')).toEqual([2, 3, 8]);
    expect(gameIdsOf('2 x')).toEqual([2, 'x']);
    expect(loginIdsOf(' a，b\n\nc ')).toEqual(['a', 'b', 'c']);
  });
});
