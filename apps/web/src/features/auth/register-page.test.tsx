import { errorCatalogue, type TLanguage } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../shared/i18n/i18n.ts';
import { fakeApi } from '../../shared/testing/fake-api.ts';
import RegisterPage from './register-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The register page opened from an invite link, the server refusing the link with `refusal`. */
async function registerWithRefusedLink(language: TLanguage, refusal: keyof typeof errorCatalogue) {
  initI18n(language);
  await setLanguage(language);
  const entry = errorCatalogue[refusal];
  fakeApi((request) =>
    request.path === '/api/Register/Register'
      ? { status: entry.status, body: { Code: entry.code, Message: entry.text[language] } }
      : { status: 404, body: { Code: 1, Message: 'none' } },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/Register/ABC123']}>
        <Routes>
          <Route path="/Register/:code" element={<RegisterPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const fill = (name: string, value: string) =>
    fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
  fill('LoginId', 'newbie1');
  fill('Password', 'Bright2026sun');
  fill('ConfirmPassword', 'Bright2026sun');
  fill('Email', 'newbie1@example.com');
  fireEvent.submit(document.querySelector('form')!);
  return entry.text[language];
}

describe('RegisterPage', () => {
  it.each([
    ['en', 'RegisterLinkExpired'],
    ['zh-CN', 'RegisterLinkDisabled'],
    ['en', 'RegisterLinkUsedUp'],
    ['zh-CN', 'RegisterLinkUsedUp'],
  ] as const)(
    'shows a refused invite link on the invite code field (%s, %s)',
    async (language, refusal) => {
      const text = await registerWithRefusedLink(language, refusal);
      const error = await screen.findByText(text);
      const input = document.querySelector('input[name="InviteCode"]')!;
      expect(error.id).toBe('InviteCode-error');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toBe('InviteCode-error');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});
