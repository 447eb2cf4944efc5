import { Metadata, status } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { toHttpError } from './errors.js';

const serviceError = (code: status, details: string) =>
  Object.assign(new Error(`${code} ${details}`), { code, details, metadata: new Metadata() });

describe('toHttpError', () => {
  it.each([
    ['a service unavailable', serviceError(status.UNAVAILABLE, 'Connection dropped')],
    ['a deadline passed', serviceError(status.DEADLINE_EXCEEDED, 'Deadline exceeded')],
    ['a stream the connection reset', serviceError(status.INTERNAL, 'Received RST_STREAM with code 0')],
  ])('answers 503 with the pt-BR retry text for %s', (_what, err) => {
    expect(toHttpError(err)).toMatchObject({
      status: 503,
      detail: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    });
  });

  it('keeps a service’s own INTERNAL a 500 without its details', () => {
    expect(toHttpError(serviceError(status.INTERNAL, 'Erro interno do servidor'))).toMatchObject({
      status: 500,
      detail: 'Erro interno do servidor',
    });
  });
});
