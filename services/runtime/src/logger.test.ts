import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger('test', 'info', destination) };
}

describe('createLogger', () => {
  it('logs an error with its message and code but without the database client node-postgres hangs on it', () => {
    const { lines, logger } = capture();
    const err = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: 'ECONNRESET',
      client: { connectionParameters: { host: 'postgres', user: 'ritual' } },
    });

    logger.warn({ err }, 'lost');

    expect(lines[0]?.err).toMatchObject({ message: 'Connection terminated unexpectedly', code: 'ECONNRESET' });
    expect(lines[0]?.err).not.toHaveProperty('client');
  });
});
