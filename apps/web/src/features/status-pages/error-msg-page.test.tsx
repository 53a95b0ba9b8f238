import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../shared/i18n/i18n.ts';
import ErrorMsgPage from './error-msg-page.tsx';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ErrorMsgPage />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('/ErrorMsg', () => {
  it.each([
    ['zh-CN', '您的账号已在别处登录，此登录已被注销'],
    ['en', 'Another person logged into this account, this login was logged out'],
  ] as const)('shows a known code in the reader’s language (%s)', async (language, text) => {
    initI18n(language);
    await setLanguage(language);
    renderAt('/ErrorMsg?Msg=server+text&Code=2011');
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows the server’s text for an unknown code or one whose text has placeholders', async () => {
    initI18n('en');
    await setLanguage('en');
    renderAt('/ErrorMsg?Msg=odd&Code=9999');
    expect(screen.getByText('odd')).toBeTruthy();
    cleanup();
    renderAt('/ErrorMsg?Msg=Blocked+1.2.3.4&Code=1004');
    expect(screen.getByText('Blocked 1.2.3.4')).toBeTruthy();
  });

  it('shows a general text with neither', async () => {
    initI18n('en');
    await setLanguage('en');
    renderAt('/ErrorMsg');
    expect(screen.getByRole('paragraph').textContent).not.toBe('');
  });
});
