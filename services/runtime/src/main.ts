import { pathToFileURL } from 'node:url';
import { ConfigError } from './config.js';

/** Runs `start` when `moduleUrl` is the process entry point; a bad start prints why and exits 1. */
export function runIfMain(moduleUrl: string, start: () => Promise<unknown>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  start().catch((err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  });
}
