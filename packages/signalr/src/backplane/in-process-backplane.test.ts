import { describeScaleOut } from '../test-support/scale-out-scenarios.ts';
import { InProcessBackplane, InProcessBus } from './in-process-backplane.ts';

describeScaleOut('two instances on one in-process bus', async () => {
  const bus = new InProcessBus();
  return [new InProcessBackplane(bus), new InProcessBackplane(bus)];
});
