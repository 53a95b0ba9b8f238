import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import { renderAccountPage, securityCenter } from '../testing/render-account.tsx';
import AccountSecurityPage from './account-security-page.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const history = {
  Rows: [
    {
      Time: '2026-03-10T08:00:00.000Z',
      Ip: '203.0.113.7',
      Device: 'Phone Browser/1.0',
      WithAuthenticator: false,
      IsCurrent: true,
      EndedAt: null,
      EndReason: null,
    },
  ],
  Total: 1,
};

describe('AccountSecurityPage', () => {
  it('shows the score, the checklist with links and the login history, and updates the shell score', async () => {
    fakeApi((request) => (request.path.endsWith('GetLoginHistory') ? history : securityCenter()));
    await renderAccountPage(<AccountSecurityPage />, '/AccountSecurity');
    expect(screen.getByText('20 points')).toBeTruthy();
    expect(useUserInfo.getState().SecurityScore).toBe(20);
    expect(screen.getByText('Fund password', { selector: '.account-check-label' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up: Fund password' }).getAttribute('href')).toBe(
      '/AccountPassword?tab=fund',
    );
    expect(await screen.findByText(/203\.0\.113\.7/)).toBeTruthy();
    expect(screen.getByText('This login')).toBeTruthy();
  });

  it('binds the authenticator with a QR code and shows the recovery codes once', async () => {
    let bound = false;
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
    const api = fakeApi((request) => {
      if (request.path.endsWith('BeginGoogleAuth'))
        return {
          Secret: 'JBSWY3DPEHPK3PXP',
          OtpAuthUrl: 'otpauth://totp/Lottery:p?secret=JBSWY3DPEHPK3PXP',
        };
      if (request.path.endsWith('ConfirmGoogleAuth')) {
        bound = true;
        return { State: true, RecoveryCodes: codes };
      }
      if (request.path.endsWith('GetLoginHistory')) return { Rows: [], Total: 0 };
      return securityCenter({
        IsEnableGoogleAuthenticator: bound,
        RecoveryCodesLeft: bound ? 10 : 0,
      });
    });
    await renderAccountPage(<AccountSecurityPage />, '/AccountSecurity');
    fireEvent.click(screen.getByRole('button', { name: 'Bind an authenticator' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByTitle('otpauth QR')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const region = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByText('10 recovery codes left')).toBeTruthy();
    expect(api.to('/api/AccountCenter/ConfirmGoogleAuth')[0]?.body).toEqual({ Code: '123456' });
    expect(screen.getByText('No logins yet')).toBeTruthy();
  });

  it('saves two security questions with the login password', async () => {
    const api = fakeApi((request) => {
      if (request.path.endsWith('SetSecurityQuestions')) return { State: true };
      if (request.path.endsWith('GetLoginHistory')) return { Rows: [], Total: 0 };
      return securityCenter();
    });
    await renderAccountPage(<AccountSecurityPage />, '/AccountSecurity');
    const form = screen.getByRole('form', { name: 'Security questions' });
    const answers = within(form).getAllByLabelText('Answer');
    fireEvent.change(answers[0]!, { target: { value: 'Xinhua' } });
    fireEvent.change(answers[1]!, { target: { value: 'Beijing' } });
    fireEvent.change(within(form).getByLabelText('Login password'), {
      target: { value: 'Sturdy2026pass' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save security questions' }));
    await within(form).findByText('Saved');
    expect(api.to('/api/AccountCenter/SetSecurityQuestions')[0]?.body).toEqual({
      LoginPassword: 'Sturdy2026pass',
      Answers: [
        { QuestionId: 1, Answer: 'Xinhua' },
        { QuestionId: 2, Answer: 'Beijing' },
      ],
    });
  });
});
