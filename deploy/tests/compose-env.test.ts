import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const script = join(root, 'scripts/compose-env.sh');

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'compose-env-'));
  copyFileSync(join(root, '.env.example'), join(work, '.env.example'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Runs one of scripts/compose-env.sh's functions in the scratch folder, on its .env. */
function run(fn: 'write_env_file' | 'ensure_env_secrets') {
  const result = spawnSync('bash', ['-c', `set -euo pipefail; env_file=.env; source '${script}'; ${fn}`], {
    cwd: work,
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

const dotEnv = () =>
  Object.fromEntries(
    readFileSync(join(work, '.env'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe('scripts/compose-env.sh', () => {
  it('writes a new .env, owner-only, with fresh secrets including an order link key of at least 32 characters', () => {
    run('write_env_file');
    const first = dotEnv();
    run('write_env_file');
    const second = dotEnv();

    expect(statSync(join(work, '.env')).mode & 0o777).toBe(0o600);
    for (const env of [first, second]) {
      expect(env.ORDER_LINK_KEY).toMatch(/^[A-Za-z0-9]{32,}$/);
      expect(env.JWT_SECRET!.length).toBeGreaterThanOrEqual(32);
      expect(env.ADMIN_PASSWORD).not.toBe('');
    }
    expect(second.ORDER_LINK_KEY).not.toBe(first.ORDER_LINK_KEY);
  });

  it('appends an order link key to an .env written before it, even one without a final newline', () => {
    writeFileSync(join(work, '.env'), 'POSTGRES_PASSWORD=antiga\nJWT_SECRET=segredo-antigo');

    const said = run('ensure_env_secrets');

    expect(dotEnv()).toEqual({
      POSTGRES_PASSWORD: 'antiga',
      JWT_SECRET: 'segredo-antigo',
      ORDER_LINK_KEY: expect.stringMatching(/^[A-Za-z0-9]{32,}$/),
    });
    expect(said).toContain('ORDER_LINK_KEY');
  });

  it('fills an empty ORDER_LINK_KEY line and never changes one already set', () => {
    writeFileSync(join(work, '.env'), 'ORDER_LINK_KEY=\nLOG_LEVEL=info\n');
    run('ensure_env_secrets');
    const made = dotEnv().ORDER_LINK_KEY;

    const said = run('ensure_env_secrets');

    expect(made).toMatch(/^[A-Za-z0-9]{32,}$/);
    expect(dotEnv()).toEqual({ ORDER_LINK_KEY: made, LOG_LEVEL: 'info' });
    expect(said).toBe('');
  });
});
