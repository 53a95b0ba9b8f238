// Every web test may render a betting, record or chat screen, in either language: their texts are
// added up front here, as app/routes/screens.tsx and setLanguage add them when the app needs them.
import { freshTestFile } from '@lottery/client-kit/testing/fresh-test-file';
import { queryClient } from './app/query-client.ts';
import { addSections, initI18n } from './shared/i18n/i18n.ts';
import { screenSectionsEn } from './shared/i18n/locales/sections/screen-sections.en.ts';
import { screenSectionsZhCN } from './shared/i18n/locales/sections/screen-sections.zh-CN.ts';
import './shared/i18n/locales/sections/shell-sections.ts';
import './shared/i18n/locales/sections/chat-sections.ts';

addSections('zh-CN', screenSectionsZhCN);
addSections('en', screenSectionsEn);

// Before every file: what the file before it in this worker left is put back.
freshTestFile();
queryClient.clear();
initI18n('zh-CN');
