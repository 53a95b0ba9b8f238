import 'i18next';
import type { TAllMessages } from './locales/zh-CN.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: TAllMessages };
  }
}
