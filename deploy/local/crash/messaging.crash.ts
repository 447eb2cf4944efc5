// Issue 35: the store's WhatsApp messages (embedded mode, PostgreSQL bus, WHATSAPP=simulator) survive the process
// that sends them being SIGKILLed twice mid-send, and the whole machine losing power: each of 100 orders gets
// pedido_recebido, its pix_lembrete and pagamento_aprovado exactly once (README, WhatsApp, "Exactly one message per
// order and kind"; any double in its window is reported).
import { afterEach, describe, it } from 'vitest';
import { MESSAGING_ENV, messagesThroughCuts, messagingKilled, powerCut } from './messages.js';
import { CrashStack } from './stack.js';

describe('crash: WhatsApp messages, embedded mode (PostgreSQL bus)', () => {
  let stack: CrashStack | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') stack?.saveOutput(context.task.name);
    await stack?.dispose();
    stack = undefined;
  });

  it('sends each order each message kind exactly once when the process hosting messaging is SIGKILLed twice mid-send', async () => {
    stack = await CrashStack.create({ whatsapp: true, env: MESSAGING_ENV });
    // The first anywhere in the sender's work while the orders are still being placed, the second among reminders
    // and approvals (about 225 messages in all) aimed at the instant the Cloud API accepted one: its status webhook,
    // retried by the simulator until the process is back, must settle it without a second send.
    await messagesThroughCuts('messaging killed twice, embedded', stack, [
      messagingKilled(45, 'at once'),
      messagingKilled(140, 'at the next accept'),
    ]);
  });

  it('sends each order each message kind exactly once when every process of the stack is SIGKILLed mid-send', async () => {
    stack = await CrashStack.create({ whatsapp: true, env: MESSAGING_ENV });
    // Aimed at the instant the Cloud API accepted a message: the simulator's pending status webhooks go down with
    // it, so that message is the README's window (sent again after the grace, and reported) unless its wamid was
    // stored first.
    await messagesThroughCuts('power loss mid-send, embedded', stack, [powerCut(110, 'at the next accept')]);
  });
});
