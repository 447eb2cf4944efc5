import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '..', 'k6', 'receipt-path.js');
const source = readFileSync(script, 'utf8');

describe('deploy/k6/receipt-path.js', () => {
  it('parses as an ES module', () => {
    const result = spawnSync(process.execPath, ['--check', script], { encoding: 'utf8' });

    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails the run when p95 reaches 2 s or more than 1 % of requests fail', () => {
    expect(source).toMatch(/http_req_duration: \['p\(95\)<2000'\]/);
    expect(source).toMatch(/http_req_failed: \['rate<0\.01'\]/);
    expect(source).toMatch(/stages: \[/);
  });

  it('walks the receipt path through the gateway routes', () => {
    const requested = [...source.matchAll(/`\$\{BASE_URL\}(\/api\/[^`]*)`/g)].map((match) => match[1]);
    expect(requested).toEqual(
      expect.arrayContaining([
        '/api/clientes',
        expect.stringMatching(/^\/api\/clientes\/\$\{order\.id\}\/pix$/),
        expect.stringMatching(/^\/api\/upload-receipt\/\$\{order\.id\}$/),
      ]),
    );
    for (const type of ['application/pdf', 'image/png', 'image/jpeg']) expect(source).toContain(`'${type}'`);
  });

  it('has a PSP variant: the simulator pays the charge and the run waits for the order to be paid', () => {
    expect(source).toMatch(/\$\{PSP_URL\}\/sim\/cob\/\$\{txid\}\/pay/);
    expect(source).toMatch(/`\$\{BASE_URL\}\/api\/clientes\/\$\{order\.id\}\/payment-status`/);
    expect(source).toMatch(/order_to_confirmed: \['p\(95\)<5000'\]/);
  });
});
