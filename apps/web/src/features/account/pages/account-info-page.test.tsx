import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import { renderAccountPage, securityCenter } from '../testing/render-account.tsx';
import AccountInfoPage from './account-info-page.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AccountInfoPage', () => {
  it('sets the real name after a confirmation and sends only the changed profile fields', async () => {
    let realName: string | null = null;
    const api = fakeApi((request) => {
      if (request.path.endsWith('SetRealName')) {
        realName = (request.body as { RealName: string }).RealName;
        return { State: true };
      }
      if (request.path.endsWith('UpdateProfile')) return { State: true };
      return securityCenter({ RealName: realName });
    });
    await renderAccountPage(<AccountInfoPage />, '/AccountInfo');
    fireEvent.change(screen.getAllByLabelText(/Real name/)[0]!, { target: { value: ' 张三 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set real name' }));
    expect(screen.getByRole('status').textContent).toContain('“张三”');
    fireEvent.click(screen.getByRole('button', { name: 'Set real name' }));
    await screen.findByText('张三');
    expect(api.to('/api/AccountCenter/SetRealName')[0]?.body).toEqual({ RealName: '张三' });

    fireEvent.change(screen.getByLabelText('QQ'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(api.to('/api/AccountCenter/UpdateProfile')[0]?.body).toEqual({ QQ: '123456' });
  });

  it('keeps an unsaved draft over a reload and shows the server refusal', async () => {
    fakeApi((request) =>
      request.path.endsWith('UpdateProfile')
        ? { status: 400, body: { Code: 1001, Message: 'QQ must be 5 to 20 digits' } }
        : securityCenter(),
    );
    const first = await renderAccountPage(<AccountInfoPage />, '/AccountInfo');
    fireEvent.change(screen.getByLabelText('QQ'), { target: { value: '12' } });
    first.unmount();
    await renderAccountPage(<AccountInfoPage />, '/AccountInfo');
    expect((screen.getByLabelText('QQ') as HTMLInputElement).value).toBe('12');
    expect(screen.getByText('Your unsaved changes were kept')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('QQ must be 5 to 20 digits'),
    );
  });

  it('shows an error with a retry when the centre does not load', async () => {
    fakeApi(() => ({ status: 500, body: { Code: 1, Message: 'Internal Server Error' } }));
    await renderAccountPage(<AccountInfoPage />, '/AccountInfo');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
