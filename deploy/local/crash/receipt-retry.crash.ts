// Issue #29: a receipt upload cut short by a power loss, retried with the same file for the same order, gets that
// order's verdict (the stored approval or a fresh one), never "um comprovante igual foi enviado para outro pedido".
import { afterEach, describe, it } from 'vitest';
import { uploadsCutShort } from './scenarios.js';
import { CrashStack } from './stack.js';

describe('crash: receipt uploads cut short (embedded mode)', () => {
  let stack: CrashStack | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') stack?.saveOutput(context.task.name);
    await stack?.dispose();
    stack = undefined;
  });

  it('answers each retry of an upload the power cut short with its own order’s approval', async () => {
    stack = await CrashStack.create();
    await uploadsCutShort('uploads cut short, embedded', stack);
  });
});
