import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/mock-api';
import { lazyPage, preloadWithin } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

const renderInSuspense = (Page: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Carregando...</p>}>
      <Page name="Ana" />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('when preloaded before it renders, shows the page on the first render and never the fallback', async () => {
    const Page = lazyPage(async () => Greeting);
    await Page.preload();

    renderInSuspense(Page);

    expect(screen.getByText('Olá, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  });

  it('when rendered before its chunk arrives, shows the fallback and then the page', async () => {
    const chunk = deferred<typeof Greeting>();
    const Page = lazyPage(() => chunk.promise);

    renderInSuspense(Page);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    await act(async () => chunk.resolve(Greeting));

    expect(await screen.findByText('Olá, Ana')).toBeInTheDocument();
  });

  it('when preloaded twice, fetches the chunk once', async () => {
    const load = vi.fn(async () => Greeting);
    const Page = lazyPage(load);

    await Promise.all([Page.preload(), Page.preload()]);

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when a preload fails, fetches the chunk again on the next one', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const Page = lazyPage(load);

    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();

    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadWithin', () => {
  it('when the preload takes longer than the limit, resolves at the limit', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const waiting = preloadWithin(new Promise(() => {}), 400).then(() => {
        done = true;
      });

      await vi.advanceTimersByTimeAsync(399);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;

      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the preload fails, resolves at once so the page can show the failure', async () => {
    await expect(preloadWithin(Promise.reject(new Error('offline')), 60_000)).resolves.toBeUndefined();
  });
});
