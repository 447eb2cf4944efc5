import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discardEarly, startEarly, takeEarly } from '../../lib/early-request';
import { deferred } from '../../test/mock-api';
import { useLoad } from './use-load';

afterEach(discardEarly);

describe('useLoad', () => {
  it('when a request started early was already answered, the first render has its data and nothing is loaded', async () => {
    await startEarly('lista', async () => ['cedo']);
    const load = vi.fn(async () => ['de novo']);

    const { result } = renderHook(() => useLoad(load, [], () => takeEarly<string[]>('lista')));

    expect(result.current).toMatchObject({ status: 'ready', data: ['cedo'] });
    expect(load).not.toHaveBeenCalled();
  });

  it('when the early request is still on its way, waits on it instead of loading again', async () => {
    const answer = deferred<string[]>();
    void startEarly('lista', () => answer.promise);
    const load = vi.fn(async () => ['de novo']);

    const { result } = renderHook(() => useLoad(load, [], () => takeEarly<string[]>('lista')));
    expect(result.current.status).toBe('loading');
    answer.resolve(['cedo']);

    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: ['cedo'] }));
    expect(load).not.toHaveBeenCalled();
  });

  it('when nothing was started early, loads on mount, and a reload loads again', async () => {
    const load = vi.fn(async () => ['carregado']);

    const { result } = renderHook(() => useLoad(load, [], () => takeEarly<string[]>('lista')));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: ['carregado'] }));
    await result.current.reload();

    expect(load).toHaveBeenCalledTimes(2);
  });
});
