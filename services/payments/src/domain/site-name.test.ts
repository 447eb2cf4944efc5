import { describe, expect, it } from 'vitest';
import { rememberedSiteName } from './site-name.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('rememberedSiteName', () => {
  it('asks site-config once while the name is fresh, again once it is older than the time to live', async () => {
    let clock = 0;
    const answers = ['Templo Antigo', 'Templo Novo'];
    const asked: string[] = [];
    const siteName = rememberedSiteName(
      async () => {
        const name = answers[asked.length]!;
        asked.push(name);
        return name;
      },
      { ttlMs: 1000, now: () => clock },
    );

    const first = await siteName();
    clock = 999;
    const stillFresh = await siteName();
    clock = 2000;
    const renamed = await siteName();

    expect([first, stillFresh, renamed]).toEqual(['Templo Antigo', 'Templo Antigo', 'Templo Novo']);
    expect(asked).toHaveLength(2);
  });

  it('shares one call among callers waiting at once', async () => {
    const pending = deferred<string>();
    let calls = 0;
    const siteName = rememberedSiteName(() => {
      calls++;
      return pending.promise;
    });

    const waiting = [siteName(), siteName(), siteName()];
    pending.resolve('Templo dos Rituais');

    expect(await Promise.all(waiting)).toEqual(['Templo dos Rituais', 'Templo dos Rituais', 'Templo dos Rituais']);
    expect(calls).toBe(1);
  });

  it('does not remember a failure: the next caller asks again', async () => {
    let calls = 0;
    const siteName = rememberedSiteName(async () => {
      calls++;
      if (calls === 1) throw new Error('site-config indisponível');
      return 'Templo dos Rituais';
    });

    await expect(siteName()).rejects.toThrow('site-config indisponível');
    const afterFailure = await siteName();

    expect(afterFailure).toBe('Templo dos Rituais');
    expect(calls).toBe(2);
  });
});
