import type { TCancelDepositNotify } from '@lottery/contracts';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { loadScreenSections } from '../../shared/i18n/locales/sections/screen-sections.ts';
import { recordsKey } from '../../shared/api/records-key.ts';
import { toast } from '../../shared/notices/notices-store.ts';
import { depositKey } from './api/deposit-api.ts';

/**
 * CancelDepositNotify (SPEC §7): finance, the expiry job or the channel cancelled an order of the
 * player's: a toast says which and why, and every deposit screen re-reads its orders. Loaded on
 * the first such push, with the deposit texts in the player's language, so the first page carries
 * neither.
 */
export async function showDepositCancelled(
  notice: unknown,
  queryClient: QueryClient,
): Promise<void> {
  const { OrderNo, Reason } = (notice ?? {}) as Partial<TCancelDepositNotify>;
  if (typeof OrderNo !== 'string') return;
  void queryClient.invalidateQueries({ queryKey: depositKey });
  void queryClient.invalidateQueries({ queryKey: recordsKey });
  await loadScreenSections();
  toast(i18next.t('deposit.cancelNotice', { orderNo: OrderNo, reason: Reason ?? '' }));
}
