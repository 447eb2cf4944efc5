// A forked "service" for ipc-lag.test.ts: subscribes with a handler that never finishes, answers lag requests.
import { createLogger } from '../logger.js';
import { createBus } from './index.js';

const bus = await createBus(
  { EVENT_STREAM: 'UNUSED', EVENT_SUBJECT_PREFIX: 'unused' },
  createLogger('ipc-lag-fixture', 'silent'),
);
await bus.subscribe('lagging', ['orders.created'], () => new Promise(() => {}));
process.on('message', async (message: { kind?: string }) => {
  if (message.kind === 'fixture:lag') process.send?.({ kind: 'fixture:lag', lag: await bus.lag?.() });
});
process.send?.({ kind: 'fixture:ready' });
