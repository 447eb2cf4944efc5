import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The containers project's files by name (stack.containers.ts before upgrade.containers.ts); the rest as vitest sorts. */
class ContainersByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const containers = sorted.filter((file) => file.project.name === 'containers');
    containers.sort((a, b) => a.moduleId.localeCompare(b.moduleId));
    return sorted.map((file) =>
      file.project.name === 'containers' ? (containers.shift() as TestSpecification) : file,
    );
  }
}

// `make test-containers` only, never in `make test`: the compose stack built, started, killed and scaled out.
const containersProject = {
  test: {
    name: 'containers',
    environment: 'node',
    include: ['deploy/containers/**/*.containers.ts'],
    globalSetup: ['./deploy/containers/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 1_800_000,
  },
};

export default defineConfig({
  test: {
    // The sequencer is the whole run's (projects cannot have their own).
    sequence: { sequencer: ContainersByName },
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
          // Interaction tests type and click through whole forms in jsdom; on a busy 2-core machine 5 s is too tight.
          testTimeout: 20_000,
        },
      },
      {
        // Issue #12's crash tests: the real embedded stack (and a nats-server of their own) killed mid-approvals.
        test: {
          name: 'crash',
          environment: 'node',
          include: ['deploy/local/crash/**/*.crash.ts'],
          globalSetup: ['./deploy/local/crash/build.ts'],
          // One stack at a time, after the other projects: each one keeps the 2 cores busy.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // Two minutes per crash test on a 2-core machine, plus one more first start if the first one was slow.
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real Chromium against the real stack of `make start` (built and started once by the global setup).
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['web/e2e/**/*.e2e.ts'],
          globalSetup: ['./web/e2e/support/stack.ts'],
          // Fails any test that ends with a Content-Security-Policy violation.
          setupFiles: ['./web/e2e/support/csp-setup.ts'],
          // One file at a time: the files share one stack and its site-wide settings (theme, PIX key).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.RITUAL_CONTAINER_TESTS === '1' ? [containersProject] : []),
    ],
  },
});
