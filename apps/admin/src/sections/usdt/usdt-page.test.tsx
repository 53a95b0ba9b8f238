import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, startSession } from '../../shared/session/session-store.ts';
import UsdtPage from './usdt-page.tsx';

const settings = { Chains: [], RateSource: 'sandbox', RateLockSeconds: 900 };
const chainHead = { Chain: 'TRC20', Height: 120, BlockMs: 1000, Reorgs: 0, Dropped: 0 };

afterEach(() => {
  cleanup();
  forgetSession();
  vi.unstubAllGlobals();
});

function renderWithSandbox(sandboxOn: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/Sandbox/Chain/'))
        return sandboxOn
          ? new Response(JSON.stringify(chainHead), { status: 200 })
          : new Response(JSON.stringify({ Code: 1004, Message: 'Not found' }), { status: 404 });
      return new Response(JSON.stringify(settings), { status: 200 });
    }),
  );
  startSession({
    token: 't',
    admin: { loginId: 'finance1', roleName: 'finance', permissions: ['payments.configure'] },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UsdtPage />
    </QueryClientProvider>,
  );
}

describe('usdt section', () => {
  it('links the sandbox chain console when the sandbox chain runs', async () => {
    renderWithSandbox(true);
    const link = await screen.findByRole('link', { name: /沙盒链控制台/ });
    expect(link.getAttribute('href')).toBe('/PaySandbox/Chain?chain=TRC20');
  });

  it('shows no such link when the sandbox is off', async () => {
    renderWithSandbox(false);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    // Let the refusal settle before asserting what it left out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /沙盒链控制台/ })).toBeNull();
  });
});
