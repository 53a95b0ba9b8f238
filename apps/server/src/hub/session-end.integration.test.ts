import { describeSessionEnds } from '../test-support/session-end-scenarios.ts';
import { useTestApp } from '../test-support/test-app.ts';

// No periodic re-check within these tests: each end must arrive as an announcement.
const t = useTestApp({ hubSessionRecheckMs: 3_600_000 });

describeSessionEnds('hub connections of an ended session, on one instance', t, async () => t.app);
