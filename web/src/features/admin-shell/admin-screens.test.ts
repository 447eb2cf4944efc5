import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../app/paths';
import { preloadScreenOf } from './admin-screens';
import screenModules from './screen-modules.json';

describe('screen-modules.json (which files the gateway preloads for each admin route)', () => {
  it('lists every admin route that has a screen of its own', () => {
    const screenRoutes = Object.values(adminPaths).filter((path) => path !== adminPaths.login);

    expect(Object.keys(screenModules).sort()).toEqual(screenRoutes.sort());
  });

  it('names, for each route, the module whose component the panel renders there', async () => {
    for (const [pattern, modulePath] of Object.entries(screenModules)) {
      const rendered = await preloadScreenOf(pattern.replace(/:\w+/g, '7'));
      const named: Record<string, unknown> = await import(/* @vite-ignore */ modulePath);

      expect(Object.values(named), pattern).toContain(rendered);
    }
  });
});
