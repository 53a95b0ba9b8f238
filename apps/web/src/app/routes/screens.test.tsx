import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { betPage, gameData } from '../../features/records/testing/records-fixtures.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { screenSectionsEn } from '../../shared/i18n/locales/sections/screen-sections.en.ts';
import { gameDataQuery } from '../../shared/lottery/game-data-query.ts';
import { fakeApi } from '../../shared/testing/fake-api.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { screens } from './screens.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a screen after a language switch', () => {
  it("shows the other language's texts, loaded on the switch", async () => {
    initI18n('zh-CN');
    // A visitor reading Chinese has no English screen texts (the setup file adds every test both).
    const english: Record<string, unknown> = { ...i18next.getResourceBundle('en', 'translation') };
    for (const section of Object.keys(screenSectionsEn)) delete english[section];
    i18next.removeResourceBundle('en', 'translation');
    i18next.addResourceBundle('en', 'translation', english);
    expect(i18next.exists('records.bets.title', { lng: 'en', fallbackLng: false })).toBe(false);
    fakeApi(() => betPage([]));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(gameDataQuery.queryKey, gameData());
    const BetRecord = screens.BetRecord;
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/BetRecord']}>
          <LanguageSwitch />
          <Suspense>
            <BetRecord />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The screen's code is transformed on this first import: seconds on a busy machine.
    const loaded = { timeout: 10_000 };
    expect(await screen.findByRole('heading', { name: '投注记录' }, loaded)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('语言'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Bet records' })).toBeTruthy();
  });
});
