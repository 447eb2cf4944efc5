import { ConfigError } from '@ritual/runtime';
import { describe, expect, it } from 'vitest';
import { loadIdentityEnv } from './config.js';

const VALID = {
  GRPC_PORT: '50054',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ritual_identity',
  JWT_SECRET: 'a'.repeat(32),
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadIdentityEnv(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadIdentityEnv', () => {
  it('defaults the token lifetime to 12 hours and leaves ADMIN_PASSWORD unset in development', () => {
    const config = loadIdentityEnv(VALID);

    expect(config.JWT_EXPIRES_IN).toBe(12 * 3600);
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it.each([
    ['3600', 3600],
    ['30s', 30],
    ['15m', 900],
    ['7d', 7 * 86_400],
  ])('reads JWT_EXPIRES_IN=%s as %i seconds', (value, seconds) => {
    expect(loadIdentityEnv({ ...VALID, JWT_EXPIRES_IN: value }).JWT_EXPIRES_IN).toBe(seconds);
  });

  it('defaults the session idle timeout to 30 minutes and reads it as a duration', () => {
    expect(loadIdentityEnv(VALID).SESSION_IDLE_TIMEOUT).toBe(30 * 60);
    expect(loadIdentityEnv({ ...VALID, SESSION_IDLE_TIMEOUT: '15m' }).SESSION_IDLE_TIMEOUT).toBe(900);
    expect(problemsOf({ ...VALID, SESSION_IDLE_TIMEOUT: 'sempre' }).join('\n')).toContain('SESSION_IDLE_TIMEOUT');
  });

  it.each(['', '0', '12 hours', '-5m'])('rejects JWT_EXPIRES_IN=%j naming the variable', (value) => {
    expect(problemsOf({ ...VALID, JWT_EXPIRES_IN: value }).join('\n')).toContain('JWT_EXPIRES_IN');
  });

  it('rejects a missing JWT_SECRET', () => {
    expect(problemsOf({ ...VALID, JWT_SECRET: undefined })).toEqual([expect.stringContaining('JWT_SECRET')]);
  });

  it('rejects a JWT_SECRET shorter than 32 characters', () => {
    expect(problemsOf({ ...VALID, JWT_SECRET: 'a'.repeat(31) })).toEqual([
      'JWT_SECRET: must have at least 32 characters',
    ]);
  });

  it('refuses production without ADMIN_PASSWORD, naming the variable', () => {
    const problems = problemsOf({ ...VALID, NODE_ENV: 'production' });

    expect(problems).toEqual([expect.stringMatching(/^ADMIN_PASSWORD is required/)]);
  });

  it('treats an empty ADMIN_PASSWORD in production as missing', () => {
    expect(problemsOf({ ...VALID, NODE_ENV: 'production', ADMIN_PASSWORD: '' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD.*needed when NODE_ENV=production/),
    ]);
  });

  it('refuses the development default password in production without printing it', () => {
    const problems = problemsOf({ ...VALID, NODE_ENV: 'production', ADMIN_PASSWORD: 'admin123' });

    expect(problems).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: /)]);
    expect(problems.join('\n')).not.toContain('admin123');
  });

  it('reports ADMIN_PASSWORD together with the other bad variables', () => {
    const problems = problemsOf({ ...VALID, NODE_ENV: 'production', JWT_SECRET: 'short' });

    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/JWT_SECRET[\s\S]*ADMIN_PASSWORD/);
  });

  it('accepts production with its own ADMIN_PASSWORD', () => {
    const config = loadIdentityEnv({ ...VALID, NODE_ENV: 'production', ADMIN_PASSWORD: 'uma-senha-forte' });

    expect(config.ADMIN_PASSWORD).toBe('uma-senha-forte');
  });

  it('rejects an ADMIN_PASSWORD shorter than the 6-character minimum', () => {
    expect(problemsOf({ ...VALID, ADMIN_PASSWORD: '12345' })).toEqual([
      'ADMIN_PASSWORD: must have at least 6 characters',
    ]);
  });
});
