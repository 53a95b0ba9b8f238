import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { MoneySecurityFields } from './money-security-fields.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(cleanup);

describe('MoneySecurityFields', () => {
  it('asks for the authenticator code only when the account does', () => {
    const onCode = vi.fn();
    render(<MoneySecurityFields fundPassword="" onFundPassword={vi.fn()} secondFactor={null} />);
    expect(screen.getByLabelText('Fund password').getAttribute('type')).toBe('password');
    expect(screen.queryByLabelText(/Authenticator code/)).toBeNull();
    cleanup();
    render(
      <MoneySecurityFields
        fundPassword=""
        onFundPassword={vi.fn()}
        secondFactor={{ code: '', onCode }}
      />,
    );
    const code = screen.getByLabelText(/Authenticator code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '123456' } });
    expect(onCode).toHaveBeenCalledWith('123456');
  });
});
