// A forked "service" for ipc.test.ts. argv: subscriber <durable> <type> <ack|hang> | publisher
import { createLogger } from '../logger.js';
import { createBus } from './index.js';
import type { EventEnvelope } from './types.js';

const [role, durable = '', type = '', mode = 'ack'] = process.argv.slice(2);
const report = (message: Record<string, unknown>) => process.send?.({ kind: 'fixture:report', ...message });

const bus = await createBus(
  { NATS_URL: process.env.NATS_URL, EVENT_STREAM: 'UNUSED', EVENT_SUBJECT_PREFIX: 'unused' },
  createLogger('ipc-fixture', 'silent'),
);

if (role === 'subscriber') {
  await bus.subscribe(durable, [type], async (event) => {
    report({ what: 'received', event });
    if (mode === 'hang') await new Promise(() => {});
  });
} else {
  process.on('message', async (message: { kind?: string; event?: EventEnvelope }) => {
    if (message.kind !== 'fixture:publish' || !message.event) return;
    await bus.publish(message.event);
    report({ what: 'published', id: message.event.id });
  });
}
report({ what: 'ready', bus: bus.constructor.name });
