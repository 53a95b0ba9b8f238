import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import { renderAccountPage, securityCenter } from '../testing/render-account.tsx';
import AccountPasswordPage from './account-password-page.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AccountPasswordPage', () => {
  it('changes the login password with the code the flag asks for', async () => {
    const api = fakeApi((request) =>
      request.path.endsWith('ChangePassword')
        ? { State: true }
        : securityCenter({
            SecondFactorFor: { ...securityCenter().SecondFactorFor, PasswordChange: true },
          }),
    );
    await renderAccountPage(<AccountPasswordPage />, '/AccountPassword');
    type('Current login password', 'Sturdy2026pass');
    type('New password', 'Fresher2027pass');
    type('Confirm new password', 'Fresher2027pas');
    expect(screen.getByText('The two passwords differ')).toBeTruthy();
    type('Confirm new password', 'Fresher2027pass');
    type('Authenticator or recovery code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Change login password' }));
    await screen.findByText(/your logins on other devices were ended/);
    expect(api.to('/api/AccountCenter/ChangePassword')[0]?.body).toEqual({
      OldPassword: 'Sturdy2026pass',
      NewPassword: 'Fresher2027pass',
      TotpCode: '123456',
    });
  });

  it('sets the first fund password on its tab, then offers the change with a reset link', async () => {
    let hasFund = false;
    const api = fakeApi((request) => {
      if (request.path.endsWith('SetFundPassword')) {
        hasFund = true;
        return { State: true };
      }
      return securityCenter({ HasFundPassword: hasFund });
    });
    await renderAccountPage(<AccountPasswordPage />, '/AccountPassword?tab=fund');
    expect(screen.getByRole('tab', { name: 'Fund password' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    type('Login password', 'Sturdy2026pass');
    type('New fund password', 'Vault2026key');
    type('Confirm fund password', 'Vault2026key');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    await screen.findByRole('button', { name: 'Change fund password' });
    expect(api.to('/api/AccountCenter/SetFundPassword')[0]?.body).toEqual({
      LoginPassword: 'Sturdy2026pass',
      FundPassword: 'Vault2026key',
    });
    expect(screen.getByLabelText('Current fund password')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Forgot it? Reset with the login password' }),
    );
    expect(screen.getByLabelText('Login password')).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys', async () => {
    fakeApi(() => securityCenter());
    await renderAccountPage(<AccountPasswordPage />, '/AccountPassword');
    const loginTab = screen.getByRole('tab', { name: 'Login password' });
    fireEvent.keyDown(loginTab, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Fund password' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
