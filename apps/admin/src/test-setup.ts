import { initI18n } from './shared/i18n/i18n.ts';

// Every test renders with the texts of both languages registered; tests that switch call it again.
initI18n('zh-CN');
