import { randomBytes } from 'node:crypto';
import { describeScaleOut } from '../test-support/scale-out-scenarios.ts';
import { RedisBackplane } from './redis-backplane.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describeScaleOut('two instances on a real Redis', async () => {
  // A channel prefix of its own per run, so runs sharing one Redis never hear each other.
  const channelPrefix = `signalr-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  return [
    await RedisBackplane.connect({ url: REDIS_URL, channelPrefix }),
    await RedisBackplane.connect({ url: REDIS_URL, channelPrefix }),
  ];
});
