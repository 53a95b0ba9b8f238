import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/http-client.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useDialogCall } from './use-dialog-call.ts';

beforeAll(() => {
  initI18n('en');
});

describe('useDialogCall', () => {
  it('closes the dialog as changed when the call succeeds', async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useDialogCall(onClose));
    await act(() => result.current.run(async () => undefined));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('keeps the dialog open with the server’s refusal, ready for another try', async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useDialogCall(onClose));
    const refusal = new ApiError(
      409,
      { Code: 8101, Message: 'sub1 is not an agent' },
      '/api/Team/Move',
    );
    await act(() => result.current.run(() => Promise.reject(refusal)));
    expect(onClose).not.toHaveBeenCalled();
    expect(result.current.error).toBe('sub1 is not an agent');
    expect(result.current.isBusy).toBe(false);
  });
});
