import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initI18n', () => {
  it('works out the zh-CN lookup languages once, not at every t()', () => {
    initI18n('zh-CN');
    const canonical = vi.spyOn(Intl, 'getCanonicalLocales');
    const first = i18next.t('common.loading');
    for (let i = 0; i < 100; i += 1) expect(i18next.t('common.loading')).toBe(first);
    expect(first).not.toBe('common.loading');
    expect(canonical.mock.calls.length).toBeLessThan(5);
  });

  it('still follows a change of language', async () => {
    initI18n('zh-CN');
    const chinese = i18next.t('common.loading');
    await i18next.changeLanguage('en');
    expect(i18next.t('common.loading')).not.toBe(chinese);
    await i18next.changeLanguage('zh-CN');
    expect(i18next.t('common.loading')).toBe(chinese);
  });
});
