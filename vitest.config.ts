import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'services/*/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'deploy/**/*.test.ts',
            'proto/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        // Real Chromium against the real stack of `make start` (built and started once by the global setup).
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['web/e2e/**/*.e2e.ts'],
          globalSetup: ['./web/e2e/support/stack.ts'],
          // One file at a time: the files share one stack and its site-wide settings (theme, PIX key).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
