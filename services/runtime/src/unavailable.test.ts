import { Metadata, status } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { isUnavailable } from './unavailable.js';

const withCode = (code: string | number, message = 'x') => Object.assign(new Error(message), { code });
const grpcError = (code: status) =>
  Object.assign(new Error('call failed'), { code, details: '', metadata: new Metadata() });

describe('isUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a name the network cannot resolve now', withCode('EAI_AGAIN')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['an S3 server asking to slow down', withCode('SlowDown')],
    ['a downstream service unavailable', grpcError(status.UNAVAILABLE)],
    ['a downstream service past its deadline', grpcError(status.DEADLINE_EXCEEDED)],
  ])('is true for %s', (_what, err) => {
    expect(isUnavailable(err)).toBe(true);
  });

  it('is true when the cause is wrapped, as drizzle and AggregateError wrap it', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNRESET') });
    const aggregate = new AggregateError([withCode('ECONNREFUSED')], 'connect failed');

    expect(isUnavailable(new Error('outer', { cause: wrapped }))).toBe(true);
    expect(isUnavailable(aggregate)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value')],
    ['a syntax error (42601)', withCode('42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a downstream refusal', grpcError(status.INVALID_ARGUMENT)],
    ['a number code without gRPC metadata', withCode(14)],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_what, err) => {
    expect(isUnavailable(err)).toBe(false);
  });

  it('ends on a cause that points back at itself', () => {
    const looped = new Error('loop') as Error & { cause?: unknown };
    looped.cause = looped;

    expect(isUnavailable(looped)).toBe(false);
  });
});
