import type { TSecurityCenterData } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';

/** A new player's centre: login password and email set, score 20. */
export function securityCenter(patch: Partial<TSecurityCenterData> = {}): TSecurityCenterData {
  return {
    RealName: null,
    Email: 'player@example.com',
    Phone: null,
    QQ: null,
    WeChat: null,
    Birthday: null,
    HasFundPassword: false,
    IsEnableGoogleAuthenticator: false,
    SecurityQuestionIds: [],
    RecoveryCodesLeft: 0,
    SecondFactorFor: {
      Withdraw: false,
      Transfer: false,
      Login: false,
      PasswordChange: false,
      FundPasswordChange: false,
      Reset: false,
    },
    SecurityScore: 20,
    Safeguards: ['loginPassword', 'email'],
    ...patch,
  };
}

/** An account screen with a fresh query client (no retries) at `path`, once loaded. */
export async function renderAccountPage(page: ReactNode, path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
  return result;
}
