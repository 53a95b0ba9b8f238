import { ZCreateAdminRequest } from '@lottery/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailPanel } from './detail-panel.tsx';
import { Form, FormField, useContractForm } from './form-field.tsx';
import { Money } from './money.tsx';
import { StatusBadge } from './status-badge.tsx';

afterEach(cleanup);

describe('Money', () => {
  it('shows thousandths exactly, negatives marked', () => {
    render(
      <>
        <Money thousandths={-1234567n} />
        <Money amount={12.5} />
      </>,
    );
    const [debit, credit] = screen.getAllByText(/\d/);
    expect(debit!.textContent).toBe('-1,234.567');
    expect(debit!.className).toContain('negative');
    expect(credit!.textContent).toBe('12.500');
  });
});

describe('StatusBadge and DetailPanel', () => {
  it('the badge says its state in words; the panel lists labels with values, — for none', () => {
    render(
      <DetailPanel
        title="管理员"
        items={[
          { label: '状态', value: <StatusBadge tone="danger">已停用</StatusBadge> },
          { label: '名称', value: null },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: '管理员' })).toBeTruthy();
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(terms).toEqual(['状态', '名称']);
    expect(values).toEqual(['已停用', '—']);
  });
});

function CreateForm({ onValid }: { onValid(values: unknown): void }) {
  const form = useContractForm(ZCreateAdminRequest, { LoginId: '', DisplayName: '', Password: '' });
  const errors = form.formState.errors;
  return (
    <Form submitLabel="创建" onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <FormField label="账号" error={errors.LoginId?.message} hint="字母开头">
        <input {...form.register('LoginId')} />
      </FormField>
      <FormField label="名称" error={errors.DisplayName?.message}>
        <input {...form.register('DisplayName')} />
      </FormField>
    </Form>
  );
}

describe('FormField and useContractForm', () => {
  it('refuses with the contracts’ words in the language, wired to the field', async () => {
    const onValid = vi.fn();
    render(<CreateForm onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    const loginId = screen.getByRole('textbox', { name: '账号' });
    await waitFor(() => expect(loginId.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (loginId.getAttribute('aria-describedby') ?? '').split(' ');
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(messages[0]).toBe('字母开头');
    expect(messages[1]).toMatch(/\S/);
    expect(messages[1]).not.toMatch(/^(required|format|tooShort)$/);
    expect(onValid).not.toHaveBeenCalled();
  });
});
