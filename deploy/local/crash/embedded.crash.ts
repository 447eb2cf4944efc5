// `make start` without NATS_URL (embedded PostgreSQL, s3rver, the pg-boss bus): nothing is lost or counted twice
// when the machine loses power mid-approvals, nor when a service dies and the runner restarts it.
import { afterEach, describe, it } from 'vitest';
import { powerLoss, servicesKilledInTurn } from './scenarios.js';
import { CrashStack } from './stack.js';

describe('crash: embedded mode (PostgreSQL bus)', () => {
  let stack: CrashStack | undefined;
  afterEach(async (context) => {
    // The stack's own lines explain a failure (which service, which error).
    if (context.task.result?.state === 'fail') stack?.saveOutput(context.task.name);
    await stack?.dispose();
    stack = undefined;
  });

  it('loses no approval and counts none twice when every process of the stack is SIGKILLed halfway', async () => {
    stack = await CrashStack.create();
    await powerLoss('power loss, embedded', stack);
  });

  it('loses no approval and counts none twice when orders, payments and reporting are killed in turn', async () => {
    stack = await CrashStack.create();
    await servicesKilledInTurn('services killed in turn, embedded', stack);
  });
});
