import { useCallback, useEffect, useRef, useState } from 'react';
import type { EarlyRequest } from '../../lib/early-request';

export type LoadState<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: T | undefined; error: unknown };

/**
 * Runs `load` on mount and whenever `deps` change; `reload()` runs it again keeping the current data on screen.
 * `takeStarted`, asked once on mount, may hand over a request sent before this component rendered
 * (lib/early-request): its answer, when already in, is the first state, and the mount waits on it instead of loading.
 * Failures are logged only (spec §8: list fetch failures are not shown).
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  takeStarted?: () => EarlyRequest<T> | undefined,
) {
  const [started] = useState(() => takeStarted?.());
  const [state, setState] = useState<LoadState<T>>(() => {
    const answer = started?.settled();
    return answer?.status === 'fulfilled'
      ? { status: 'ready', data: answer.value }
      : { status: 'loading', data: undefined };
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const startedRef = useRef(started);
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const early = startedRef.current;
    startedRef.current = undefined;
    if (early?.settled()?.status === 'fulfilled') return;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    try {
      const data = await (early?.promise ?? loadRef.current(controller.signal));
      if (!controller.signal.aborted) setState({ status: 'ready', data });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('[admin] falha ao carregar dados', error);
      setState((previous) => ({ status: 'failed', data: previous.data, error }));
    }
  }, []);

  useEffect(() => {
    void run();
    return () => controllerRef.current?.abort();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again.
  }, deps);

  const setData = useCallback((update: (data: T | undefined) => T) => {
    setState((previous) => ({ status: 'ready', data: update(previous.data) }));
  }, []);

  return { ...state, reload: run, setData };
}
