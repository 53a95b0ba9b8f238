import type { TSection } from '../section-types.ts';

export const paymentGatewaysSection: TSection = {
  id: 'payment-gateways',
  path: 'payment-gateways',
  permission: 'payments.configure',
  title: { 'zh-CN': '支付网关', en: 'Payment gateways' },
  group: 'finance',
  load: () => import('./payment-gateways-page.tsx'),
};
