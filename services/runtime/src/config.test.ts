import { describe, expect, it } from 'vitest';
import { baseServiceEnv, ConfigError, databaseEnv, loadConfig } from './config.js';

const schema = baseServiceEnv.extend(databaseEnv.shape);

describe('loadConfig', () => {
  it('returns typed values with defaults when the environment is valid', () => {
    const config = loadConfig('svc', schema, { GRPC_PORT: '50051', DATABASE_URL: 'postgres://u@h/db' });

    expect(config.GRPC_PORT).toBe(50051);
    expect(config.STORE_TIMEZONE).toBe('America/Sao_Paulo');
  });

  it('names every bad variable at once', () => {
    const load = () => loadConfig('svc', schema, { GRPC_PORT: 'abc', DATABASE_URL: 'mysql://x' });

    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (err) {
      const message = (err as ConfigError).message;
      expect(message).toContain('svc: invalid configuration');
      expect(message).toContain('GRPC_PORT');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('says a missing required variable is required', () => {
    expect(() => loadConfig('svc', schema, { DATABASE_URL: 'postgres://u@h/db' })).toThrow(/GRPC_PORT is required/);
  });
});
