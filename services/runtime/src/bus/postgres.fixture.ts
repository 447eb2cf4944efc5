// A "service" for postgres.test.ts that takes one event and dies before acking it. argv: <url> <stream> <durable> <type>
import { createLogger } from '../logger.js';
import { PgBus } from './postgres.js';

const [url = '', stream = '', durable = '', type = ''] = process.argv.slice(2);
const bus = await PgBus.connect({ BUS_DATABASE_URL: url, EVENT_STREAM: stream }, createLogger('fixture', 'silent'), {
  ackWaitMs: 1000,
  maintenanceIntervalMs: 1000,
});
await bus.subscribe(durable, [type], async (event) => {
  process.send?.({ what: 'received', id: event.id });
  await new Promise(() => {});
});
process.send?.({ what: 'ready' });
