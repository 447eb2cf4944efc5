// Set up for every e2e file (vitest.config.ts): no test may end with a Content-Security-Policy violation.
import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './csp';

afterEach(() => {
  expect(takeCspViolations(), 'violações da Content-Security-Policy').toEqual([]);
});
