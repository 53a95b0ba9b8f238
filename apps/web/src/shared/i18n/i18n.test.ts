import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentLanguage,
  initI18n,
  loadSections,
  setLanguage,
  type TSectionLoaders,
} from './i18n.ts';

/** A kind of section whose English texts arrive when the test says. */
function probeKind(key: string) {
  let markAsked!: () => void;
  const englishAsked = new Promise<void>((resolve) => (markAsked = resolve));
  let arrive!: () => void;
  const english = new Promise<void>((resolve) => (arrive = resolve));
  const kind: TSectionLoaders = {
    'zh-CN': async () => ({ [key]: { title: '探针' } }),
    en: async () => {
      markAsked();
      await english;
      return { [key]: { title: 'Probe' } };
    },
  };
  return { kind, englishAsked, arrive };
}

const title = (key: string) => i18next.t(`${key}.title` as never);

afterEach(() => {
  localStorage.clear();
});

describe('setLanguage', () => {
  it("loads the next language's texts of every kind already loaded before it switches", async () => {
    initI18n('zh-CN');
    const probe = probeKind('probeLoaded');
    await loadSections(probe.kind);
    expect(title('probeLoaded')).toBe('探针');

    const switched = setLanguage('en');
    await probe.englishAsked;
    expect(currentLanguage()).toBe('zh-CN');
    probe.arrive();
    await switched;
    expect(currentLanguage()).toBe('en');
    expect(title('probeLoaded')).toBe('Probe');
  });

  it('also loads a kind first loaded while it waits, which came in the old language', async () => {
    initI18n('zh-CN');
    const first = probeKind('probeFirst');
    await loadSections(first.kind);
    const switched = setLanguage('en');
    await first.englishAsked;

    const late = probeKind('probeLate');
    await loadSections(late.kind);
    first.arrive();
    await late.englishAsked;
    expect(currentLanguage()).toBe('zh-CN');
    late.arrive();
    await switched;
    expect(title('probeLate')).toBe('Probe');
  });
});
