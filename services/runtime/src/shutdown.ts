import type { Logger } from './logger.js';
import { runShutdownHooks } from './tracing.js';

type Step = { name: string; run: () => Promise<unknown> | unknown };

/**
 * Runs the steps in order on SIGTERM/SIGINT (first signal only), then exits.
 * A hard deadline guarantees the process ends even when a step hangs.
 */
export function handleShutdown(logger: Logger, steps: Step[], timeoutMs: number): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const deadline = setTimeout(() => {
        logger.error({ timeoutMs }, 'shutdown deadline passed, exiting');
        process.exit(1);
      }, timeoutMs);
      deadline.unref();
      for (const step of steps) {
        try {
          await step.run();
        } catch (err) {
          logger.error({ err, step: step.name }, 'shutdown step failed');
        }
      }
      await runShutdownHooks();
      clearTimeout(deadline);
      logger.info('stopped');
    })();
    return stopping;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    void stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  // Forked by the local runner: if the runner dies without signalling us, don't linger as an orphan.
  if (process.connected) process.once('disconnect', () => onSignal('SIGTERM'));
  return stop;
}
