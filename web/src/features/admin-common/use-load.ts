import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: T | undefined; error: unknown };

/**
 * Runs `load` on mount and whenever `deps` change; `reload()` runs it again keeping the current data on screen.
 * Failures are logged only (spec §8: list fetch failures are not shown).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: undefined });
  const loadRef = useRef(load);
  loadRef.current = load;
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    try {
      const data = await loadRef.current(controller.signal);
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
