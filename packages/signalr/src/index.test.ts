import { expect, it } from 'vitest';
import * as api from './index.ts';

// The package's public surface (STYLE 23): a change here is a reviewed change.
it('exports exactly the reviewed runtime names', () => {
  expect(Object.keys(api).sort()).toEqual([
    'Hub',
    'HubError',
    'InProcessBackplane',
    'InProcessBus',
    'RedisBackplane',
    'attachToNodeServer',
    'signalRFastifyPlugin',
  ]);
});
