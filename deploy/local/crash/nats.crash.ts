// The same crashes with NATS_URL set, on a nats-server of the test's own (free port, file store in a temp dir),
// plus that server stopped for 30 s while clients keep approving.
import { afterEach, describe, it } from 'vitest';
import { natsOutage, powerLoss, servicesKilledInTurn } from './scenarios.js';
import { CrashStack, NatsServer } from './stack.js';

const NATS_DOWN_MS = 30_000;

describe('crash: NATS JetStream mode', () => {
  let stack: CrashStack | undefined;
  let nats: NatsServer | undefined;
  afterEach(async (context) => {
    // The stack's own lines explain a failure (which service, which error).
    if (context.task.result?.state === 'fail') stack?.saveOutput(context.task.name);
    await stack?.dispose();
    await nats?.dispose();
    stack = undefined;
    nats = undefined;
  });

  it('loses no approval and counts none twice when the stack and nats-server are SIGKILLed halfway', async () => {
    const server = await NatsServer.start();
    nats = server;
    stack = await CrashStack.create({ natsUrl: server.url });
    await powerLoss('power loss, NATS', stack, {
      alsoKill: () => [server.pid],
      beforeRestart: () => server.resume(),
    });
  });

  it('loses no approval and counts none twice when orders, payments and reporting are killed in turn', async () => {
    const server = await NatsServer.start();
    nats = server;
    stack = await CrashStack.create({ natsUrl: server.url });
    await servicesKilledInTurn('services killed in turn, NATS', stack);
  });

  it('loses no approval and counts none twice when nats-server is stopped for 30 s during approvals', async () => {
    const server = await NatsServer.start();
    nats = server;
    stack = await CrashStack.create({ natsUrl: server.url });
    await natsOutage('nats-server stopped 30 s', stack, {
      downMs: NATS_DOWN_MS,
      stop: () => server.stop(),
      resume: () => server.resume(),
    });
  });
});
