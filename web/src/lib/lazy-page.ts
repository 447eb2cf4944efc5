import { type ComponentType, createElement, lazy } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Fetches the page's chunk; resolves once the page can render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` that renders at once when its chunk is already in. React 19 holds back content that replaces a
 * Suspense fallback until 300 ms after that fallback showed, so a page whose chunk arrived in 5 ms still appeared
 * 300 ms later; a page preloaded before it renders never suspends and never waits that out.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // The next preload (or render) tries the network again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    return createElement(loaded ?? Suspending, props);
  }
  return Object.assign(Page, { preload });
}

/** Waits for `preload` at most `limitMs`: past that, a fallback on screen serves the visitor better than a blank page. */
export function preloadWithin(preload: Promise<unknown>, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    preload.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}
