import { freshTestFile } from '@lottery/client-kit/testing/fresh-test-file';
import { queryClient } from './app/query-client.ts';
import { initI18n } from './shared/i18n/i18n.ts';

// Before every file: what the file before it in this worker left is put back.
freshTestFile();
queryClient.clear();
// Every test renders with the texts of both languages registered; tests that switch call it again.
initI18n('zh-CN');
