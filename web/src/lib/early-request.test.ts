import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/mock-api';
import { discardEarly, startEarly, takeEarly } from './early-request';

afterEach(discardEarly);

describe('early requests', () => {
  it('when started twice under one key, sends once and hands the answer over once', async () => {
    const send = vi.fn(async () => 'resposta');

    await startEarly('chave', send);
    await startEarly('chave', send);

    expect(send).toHaveBeenCalledTimes(1);
    const taken = takeEarly<string>('chave');
    expect(taken?.settled()).toEqual({ status: 'fulfilled', value: 'resposta' });
    await expect(taken?.promise).resolves.toBe('resposta');
    expect(takeEarly('chave')).toBeUndefined();
  });

  it('when the answer is not in yet, reads as unsettled and the taker waits on the same request', async () => {
    const answer = deferred<string>();
    void startEarly('chave', () => answer.promise);

    const taken = takeEarly<string>('chave');
    expect(taken?.settled()).toBeUndefined();
    answer.resolve('depois');

    await expect(taken?.promise).resolves.toBe('depois');
    expect(taken?.settled()).toEqual({ status: 'fulfilled', value: 'depois' });
  });

  it('when the request fails, the start still resolves and the taker gets the failure', async () => {
    const failure = new Error('HTTP 500');

    await expect(startEarly('chave', () => Promise.reject(failure))).resolves.toBeUndefined();

    const taken = takeEarly('chave');
    expect(taken?.settled()).toEqual({ status: 'rejected', reason: failure });
    await expect(taken?.promise).rejects.toBe(failure);
  });

  it('when discarded, nobody gets the old answer and the next start sends again', async () => {
    const send = vi.fn(async () => 'resposta');
    await startEarly('chave', send);

    discardEarly();

    expect(takeEarly('chave')).toBeUndefined();
    await startEarly('chave', send);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
