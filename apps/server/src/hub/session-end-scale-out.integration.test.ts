import { randomBytes } from 'node:crypto';
import { RedisBackplane } from '@lottery/signalr';
import { describeSessionEnds } from '../test-support/session-end-scenarios.ts';
import { useTestApp } from '../test-support/test-app.ts';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A prefix of its own per run, so runs sharing one Redis never hear each other.
const channelPrefix = `session-end-${process.pid}-${randomBytes(4).toString('hex')}:`;
const hubBackplane = () => RedisBackplane.connect({ url, channelPrefix });
// No periodic re-check within these tests: each end must cross Redis as an announcement.
const hubSessionRecheckMs = 3_600_000;

const t = useTestApp({ hubBackplane, hubSessionRecheckMs });

describeSessionEnds(
  'hub connections of an ended session, on another instance through Redis',
  t,
  () => t.startInstance({ hubBackplane, hubSessionRecheckMs }),
);
