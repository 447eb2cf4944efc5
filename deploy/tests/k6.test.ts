import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { imageProblems } from './image-references.js';

const root = join(import.meta.dirname, '..', '..');
const script = join(root, 'deploy', 'k6', 'receipt-path.js');
const source = readFileSync(script, 'utf8');
const readme = readFileSync(join(root, 'deploy', 'k6', 'README.md'), 'utf8');

interface ComposeService {
  ports?: string[];
  environment?: Record<string, string | number>;
}
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const dotEnvExample = readFileSync(join(root, '.env.example'), 'utf8');

/** The README's section under `## <title…>`, up to the next one. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}`);
  if (start < 0) throw new Error(`deploy/k6/README.md has no section ${title}`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The commands of a part of the README: its fenced code blocks. */
const codeBlocks = (text: string) => [...text.matchAll(/^```\w*\n([\s\S]*?)^```/gm)].map((match) => match[1]!);
const commands = codeBlocks(readme).join('\n');

/** The script's BASE_URL for the given environment, computed by its own expression. */
function baseUrl(env: Record<string, string>): string {
  const expression = /^const BASE_URL = (.+);$/m.exec(source)?.[1];
  if (!expression) throw new Error('receipt-path.js has no `const BASE_URL = …;` line');
  return new Function('__ENV', `return ${expression};`)(env) as string;
}

/** `${NAME:-default}` → its default; anything else as it is. */
const composeDefault = (value: string | number | undefined) =>
  String(value ?? '').replace(/\$\{[A-Z0-9_]+:?-([^}]*)\}/g, '$1');
/** The .env variable a compose value reads: `${ADMIN_PASSWORD:?…}` → ADMIN_PASSWORD. */
const dotEnvVariable = (value: string | number | undefined) => /\$\{([A-Z0-9_]+)/.exec(String(value ?? ''))?.[1];

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

describe('deploy/k6 and docker-compose.yml', () => {
  const proxy = compose.services.proxy!;
  const composeSection = section('Against docker compose');

  it("when no BASE_URL is given, targets compose's HTTPS proxy on 443 at SITE_DOMAIN's default", () => {
    const published = (proxy.ports ?? []).map((mapping) => composeDefault(mapping).split(':'));
    expect(published, 'the proxy publishes 443 as 443').toContainEqual(['443', '443']);
    const siteDomain = composeDefault(proxy.environment?.SITE_DOMAIN);
    expect(dotEnvVariable(proxy.environment?.SITE_DOMAIN)).toBe('SITE_DOMAIN');

    expect(new URL(baseUrl({})).origin).toBe(`https://${siteDomain}`);
    expect(new URL(baseUrl({})).port, 'https: port 443').toBe('');
    expect(baseUrl({ SITE_DOMAIN: 'loja.example.com' })).toBe('https://loja.example.com');
    expect(baseUrl({ BASE_URL: 'http://localhost:8080/', SITE_DOMAIN: 'x' })).toBe('http://localhost:8080');
  });

  it('when run against compose, reaches the site through the proxy only: the gateway publishes no port', () => {
    expect(compose.services.gateway?.ports).toBeUndefined();
    const gatewayPort = composeDefault(compose.services.gateway?.environment?.PORT);
    expect(composeSection).not.toContain(`:${gatewayPort}`);
    expect(composeSection).not.toMatch(/BASE_URL=http:/);
    expect(composeSection).toContain('make compose-up');
  });

  it('when run against compose, reads SITE_DOMAIN and ADMIN_PASSWORD from the .env compose reads them from', () => {
    expect(dotEnvVariable(compose.services.identity?.environment?.ADMIN_PASSWORD)).toBe('ADMIN_PASSWORD');
    for (const name of ['SITE_DOMAIN', 'ADMIN_PASSWORD']) {
      expect(dotEnvExample, `.env.example has ${name}`).toMatch(new RegExp(`^${name}=`, 'm'));
      expect(composeSection).toContain(`export ${name}=$(grep ^${name}= .env | cut -d= -f2-)`);
    }
  });

  it("when run against compose's localhost certificate (Caddy's internal CA), skips TLS verification", () => {
    const runs = codeBlocks(composeSection).filter((block) => /\bk6(?::[\w.-]+)? run\b/.test(block));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    for (const block of runs) expect(block).toMatch(/--insecure-skip-tls-verify|K6_INSECURE_SKIP_TLS_VERIFY=true/);
  });

  it('when the README passes a variable, the script reads it, and the README documents every one it reads', () => {
    const read = new Set([...source.matchAll(/__ENV\.([A-Z0-9_]+)/g)].map((match) => match[1]!));
    const passed = new Set(
      [...commands.matchAll(/(?:^|[\s"'])([A-Z][A-Z0-9_]+)=/gm)]
        .map((match) => match[1]!)
        // k6's own options, and Go's CA file variable.
        .filter((name) => !name.startsWith('K6_') && name !== 'SSL_CERT_FILE'),
    );
    expect([...passed]).toEqual(expect.arrayContaining(['SITE_DOMAIN', 'ADMIN_PASSWORD', 'BASE_URL', 'PSP_URL']));
    for (const name of passed) expect(read, `the script reads ${name}`).toContain(name);
    for (const name of read) expect(readme, `the README documents ${name}`).toContain(`\`${name}\``);
  });

  it('when it runs the grafana/k6 image, pins its version', () => {
    const images = [...commands.matchAll(/\bgrafana\/k6(?::[\w.-]+)?/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(0);
    expect(imageProblems(images.map((image) => ({ source: 'deploy/k6/README.md', image })))).toEqual([]);
  });

  it('says make bench keeps its own driver of the same path, so it needs no k6', () => {
    expect(readme).toMatch(/`make bench` does not use it/);
    expect(existsSync(join(root, 'bench', 'receipt-path.mjs'))).toBe(true);
  });
});
