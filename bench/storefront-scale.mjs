// Issue #14 figures, measured on the running embedded stack of bench/run.mjs:
//   public reads through the gateway against a bare Express 5 app serving the same bytes (64 connections);
//   100,000 seeded orders: GET /api/clientes first page, the admin list screens in Chromium, a full CSV export;
//   resident memory per process, idle and at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/e2e/support/stack-process.mjs';
import { percentile } from './receipt-path.mjs';

const root = new URL('..', import.meta.url).pathname;
const CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 64);
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 8);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
/** The four reads every storefront visit makes. */
const VISIT = ['/api/site-config', '/api/theme-config', '/api/rituais', '/api/ritual-destaque'];

/** Every process under `pid` with its VmRSS, named after what it runs (a service host after its services). */
export function processRss(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // Gone while we looked.
    }
  }
  const byName = {};
  const pending = [pid];
  while (pending.length) {
    const current = pending.pop();
    try {
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${current}/status`, 'utf8'));
      const name = processName(readFileSync(`/proc/${current}/cmdline`, 'utf8').split('\0'), current === pid);
      if (rss) byName[name] = (byName[name] ?? 0) + Number(rss[1]) * 1024;
    } catch {
      continue;
    }
    pending.push(...(children.get(current) ?? []));
  }
  return byName;
}

function processName(argv, isRoot) {
  if (isRoot) return 'runner';
  const host = argv.findIndex((arg) => arg.endsWith('deploy/local/dist/service-host.js'));
  if (host >= 0)
    return argv
      .slice(host + 1)
      .filter(Boolean)
      .join('+');
  const cmd = argv.join(' ');
  const service = /services\/([\w-]+)\/dist\/server\.js/.exec(cmd);
  if (service) return service[1];
  if (/gateway\/dist\/server\.js/.test(cmd)) return 'gateway';
  if (/postgres/.test(cmd)) return 'postgresql';
  if (/psp-simulator/.test(cmd)) return 'psp-simulator';
  return 'other';
}

/** Node processes only (PostgreSQL is reported apart, as the issue asks). */
export const nodeTotal = (byName) =>
  Object.entries(byName)
    .filter(([name]) => name !== 'postgresql')
    .reduce((sum, [, bytes]) => sum + bytes, 0);

async function login(baseUrl, password) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  return (await response.json()).access_token;
}

/** Today's weekday (0 = Sunday) in the store's time zone. */
function storeWeekday() {
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date());
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(day);
}

/** A bare Express 5 app in its own process answering each path with the bytes and content type captured. */
async function startBareExpress(responses, freePort) {
  const dir = mkdtempSync(join(tmpdir(), 'ritual-bench-express-'));
  const manifest = responses.map(({ path, body, contentType }, index) => {
    writeFileSync(join(dir, String(index)), body);
    return { path, file: join(dir, String(index)), contentType };
  });
  const port = await freePort();
  const source = `
    const { readFileSync } = require('node:fs');
    const express = require(${JSON.stringify(join(root, 'node_modules/express'))});
    const app = express();
    for (const { path, file, contentType } of ${JSON.stringify(manifest)}) {
      const body = readFileSync(file);
      app.get(path, (req, res) => res.type(contentType).send(body));
    }
    app.listen(${port}, '127.0.0.1', () => process.stdout.write('up\\n'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Rounds per target, taken in turn, so a change in the machine's load hits the gateway and the baseline alike. */
const READ_ROUNDS = Number(process.env.BENCH_READ_ROUNDS ?? 4);

async function cannon(origin, paths, seconds) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  if (result.errors || result.non2xx) throw new Error(`${origin}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The gateway and the baseline in alternating rounds (READ_SECONDS each in all); the median round of each. */
async function sideBySide(gatewayOrigin, bareOrigin, paths) {
  const rounds = { gateway: [], bare: [] };
  for (let round = 0; round < READ_ROUNDS; round++) {
    rounds.gateway.push(await cannon(gatewayOrigin, paths, READ_SECONDS / READ_ROUNDS));
    rounds.bare.push(await cannon(bareOrigin, paths, READ_SECONDS / READ_ROUNDS));
  }
  const summary = (list) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
  });
  return { gateway: summary(rounds.gateway), bare: summary(rounds.bare) };
}

/** Gateway vs bare Express 5: GET /api/rituais alone, then the four reads of a visit in turn. */
async function publicReads(baseUrl, token, freePort, say) {
  await fetch(`${baseUrl}/api/rituais`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ritual em destaque da bancada',
      price: '77.00',
      commission_type: 'percentage',
      commission_value: '10',
      featured_day: String(storeWeekday()),
    }),
  });
  const responses = [];
  for (const path of VISIT) {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    responses.push({
      path,
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type'),
    });
  }
  const bare = await startBareExpress(responses, freePort);
  try {
    say(
      `(f) public reads, ${CONNECTIONS} connections × ${READ_SECONDS} s: GET /api/rituais, then the four visit reads`,
    );
    const rituais = await sideBySide(baseUrl, bare.origin, ['/api/rituais']);
    const visit = await sideBySide(baseUrl, bare.origin, VISIT);
    return { rituais, visit, bytes: Object.fromEntries(responses.map(({ path, body }) => [path, body.length])) };
  } finally {
    bare.stop();
  }
}

/**
 * 100,000 orders in one INSERT … generate_series, spread over three years, three rituals and the three statuses.
 * Pending ones are registrations without payment, so the expiry sweeper leaves them alone.
 */
async function seedOrders(databaseUrl, rituals, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      `INSERT INTO orders (ritual_id, ritual_name, ritual_price, commission_type, commission_value, form_data,
         whatsapp, whatsapp_digits, payment_status, requires_payment, created_at, store_date)
       SELECT r.id, r.name, 49.90, 'percentage', 10,
         jsonb_build_object('nome_completo_fixo', 'Cliente ' || g || ' ' || (ARRAY['Souza','Lima','Araújo','Pereira','Conceição'])[1 + g % 5],
           'whatsapp_contato', '(11) 9' || lpad((g % 100000000)::text, 8, '0'), 'nome_amor', 'Amor ' || g),
         '(11) 9' || lpad((g % 100000000)::text, 8, '0'), '119' || lpad(g::text, 8, '0'),
         s.status, s.status <> 'pending', t.at, (t.at AT TIME ZONE 'America/Sao_Paulo')::date
       FROM generate_series(1, $1::int) AS g
       CROSS JOIN LATERAL (SELECT (ARRAY['paid','paid','paid','cancelled','pending'])[1 + g % 5] AS status) s
       CROSS JOIN LATERAL (SELECT now() - ((($1::int - g)::float / $1::int) * interval '3 years') - interval '1 hour' AS at) t
       CROSS JOIN LATERAL (SELECT ($2::bigint[])[1 + g % array_length($2::bigint[], 1)] AS id,
                                  ($3::text[])[1 + g % array_length($3::text[], 1)] AS name) r`,
      [count, rituals.map((ritual) => ritual.id), rituals.map((ritual) => ritual.name)],
    );
    await client.query('VACUUM ANALYZE orders');
    return performance.now() - started;
  } finally {
    await client.end();
  }
}

async function timed(url, token, times) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** Streams the CSV of every order, sampling the gateway's RSS every 50 ms. */
async function exportAll(baseUrl, token, gatewayRss) {
  const before = gatewayRss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, gatewayRss());
  }, 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${baseUrl}/api/clientes/export?view=report`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`export: ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(timer);
  }
  return { seconds: (performance.now() - started) / 1000, bytes, rows: lines - 1, before, peak };
}

/**
 * Time from navigation until the list is on screen (for Envio de Vídeo and Relatórios: navigation, the ritual chosen
 * once it is offered, then the list), and the DOM size then. The page checks for the list on every animation frame:
 * a locator's waitFor re-checks at growing intervals (up to 500 ms) and would add its own wait to the figure.
 * The three screens are opened twice in one browser profile: the first visit (nothing cached, a new browser) and
 * the return visit (the panel's code in the HTTP cache, as for an admin who used it before).
 */
async function screensOnce(baseUrl, token, ritualName) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
    const page = await context.newPage();
    const domNodes = () => page.evaluate(() => document.getElementsByTagName('*').length);
    const onScreen = (predicate, arg) => page.waitForFunction(predicate, arg, { polling: 'raf', timeout: 60_000 });
    const visit = async () => {
      const result = {};
      let started = performance.now();
      await page.goto(`${baseUrl}/admin/clientes`);
      await onScreen(
        () =>
          /pedidos encontrados/.test(document.querySelector('.adm-result-count')?.textContent ?? '') &&
          document.querySelector('table.adm-orders-table tbody tr') !== null,
      );
      result.clientes = { ms: performance.now() - started, nodes: await domNodes() };

      for (const [key, path, ready] of [
        ['video', '/admin/envio-video', '.adm-delivery-list li'],
        ['reports', '/admin/relatorios', 'section.adm-table-wrap tbody tr'],
      ]) {
        started = performance.now();
        await page.goto(`${baseUrl}${path}`);
        await onScreen(
          (name) => [...document.querySelectorAll('option')].some((o) => o.textContent === name),
          ritualName,
        );
        await page.getByLabel('Ritual', { exact: true }).selectOption({ label: ritualName });
        if (key === 'video') await page.getByLabel('Status', { exact: true }).selectOption('all');
        await onScreen((selector) => document.querySelector(selector) !== null, ready);
        result[key] = { ms: performance.now() - started, nodes: await domNodes() };
      }
      return result;
    };
    const first = await visit();
    const again = await visit();
    return { first, again };
  } finally {
    await browser.close();
  }
}

const SCREEN_ROUNDS = Number(process.env.BENCH_SCREEN_ROUNDS ?? 3);

/**
 * `screensOnce` in SCREEN_ROUNDS freshly started browsers; each figure is the median of its rounds, since one start
 * of Chromium on a busy 2-core machine can take twice as long as the next.
 */
async function screens(baseUrl, token, ritualName) {
  const rounds = [];
  for (let round = 0; round < SCREEN_ROUNDS; round++) rounds.push(await screensOnce(baseUrl, token, ritualName));
  const median = (visit, screen) => ({
    ms: percentile(
      rounds.map((round) => round[visit][screen].ms),
      50,
    ),
    nodes: rounds.at(-1)[visit][screen].nodes,
  });
  const visitOf = (visit) =>
    Object.fromEntries(['clientes', 'video', 'reports'].map((key) => [key, median(visit, key)]));
  return { first: visitOf('first'), again: visitOf('again'), rounds: SCREEN_ROUNDS };
}

/** Everything above, in order, on the stack `runner` runs (data in `dataDir`, ports in `env`). */
export async function benchStorefrontScale({ runner, dataDir, env, idleRss, adminPassword, freePort, say }) {
  const pid = runner.child.pid;
  const baseUrl = runner.baseUrl;
  const token = await login(baseUrl, adminPassword);
  const figures = { idle: idleRss ?? processRss(pid), before: processRss(pid) };

  figures.reads = await publicReads(baseUrl, token, freePort, say);
  figures.afterReads = processRss(pid);

  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  const ordersUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${env.PG_PORT}/ritual_orders`;
  const rituals = (await (await fetch(`${baseUrl}/api/rituais`)).json()).slice(0, 3);
  say(`(g) seeding ${ORDERS} orders with generate_series`);
  figures.seedMs = await seedOrders(ordersUrl, rituals, ORDERS);

  say('(g) GET /api/clientes first page, 50 sequential requests each');
  figures.firstPage = await timed(`${baseUrl}/api/clientes?limit=50`, token, 50);
  figures.searchPage = await timed(`${baseUrl}/api/clientes?limit=50&q=pereira&status=paid`, token, 20);
  const filter = encodeURIComponent(rituals[0].id);
  figures.ritualPage = await timed(`${baseUrl}/api/clientes?limit=50&ritual_id=${filter}&status=paid`, token, 20);

  say('(g) admin list screens in Chromium');
  figures.screens = await screens(baseUrl, token, rituals[0].name);

  say(`(g) CSV export of all ${ORDERS} orders`);
  const gatewayRss = () => processRss(pid).gateway ?? 0;
  figures.export = await exportAll(baseUrl, token, gatewayRss);
  figures.end = processRss(pid);
  return figures;
}

const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const ms = (value) => `${value.toFixed(1)} ms`;

/** The markdown section of bench/results.md. */
export function storefrontScaleMarkdown(f, readEndRss) {
  const readRow = (label, { gateway, bare }) =>
    `| ${label} | ${gateway.rps.toFixed(0)} vs ${bare.rps.toFixed(0)} → ${(gateway.rps / bare.rps).toFixed(2)}× | ${gateway.p50} / ${gateway.p99} ms | ${bare.p50} / ${bare.p99} ms |`;
  const names = [...new Set([...Object.keys(f.idle), ...Object.keys(f.end), ...Object.keys(readEndRss ?? {})])].sort();
  const rssRow = (name) =>
    `| ${name} | ${mib(f.idle[name] ?? 0)} | ${mib(f.before[name] ?? 0)} | ${mib(f.afterReads[name] ?? 0)} | ${mib(f.end[name] ?? 0)} | ${readEndRss ? mib(readEndRss[name] ?? 0) : '—'} |`;
  return [
    '## Issue #14: public reads, 100,000 orders, memory per process',
    '',
    `### Public reads (${CONNECTIONS} connections, ${READ_SECONDS} s per target in ${READ_ROUNDS} alternating rounds, same bytes; medians of the rounds)`,
    '',
    '| read | req/s gateway vs bare Express 5 → ratio | gateway p50 / p99 | bare Express p50 / p99 |',
    '| --- | --- | --- | --- |',
    readRow('GET /api/rituais', f.reads.rituais),
    readRow('storefront visit: site-config, theme-config, rituais, ritual-destaque in turn', f.reads.visit),
    '',
    `Bodies: ${Object.entries(f.reads.bytes)
      .map(([path, bytes]) => `${path} ${bytes} B`)
      .join(', ')}. The gateway serves them from its memory (ETag, 304 on If-None-Match), invalidated by the`,
    "services' change events and its own admin writes, 30 s at most behind a lost event.",
    '',
    `### ${ORDERS.toLocaleString('en-US')} orders (seeded in ${(f.seedMs / 1000).toFixed(1)} s with generate_series)`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| GET /api/clientes?limit=50 (first page + counts) p50 / p99 | ${ms(f.firstPage.p50)} / ${ms(f.firstPage.p99)} |`,
    `| … &q=pereira&status=paid p50 / p99 | ${ms(f.searchPage.p50)} / ${ms(f.searchPage.p99)} |`,
    `| … &ritual_id=…&status=paid p50 / p99 | ${ms(f.ritualPage.p50)} / ${ms(f.ritualPage.p99)} |`,
    `| Clientes screen: navigation → first page on screen, first visit / return visit (median of ${f.screens.rounds} browsers); DOM nodes | ${ms(f.screens.first.clientes.ms)} / ${ms(f.screens.again.clientes.ms)}; ${f.screens.again.clientes.nodes} |`,
    `| Envio de Vídeo: navigation, ritual chosen → list on screen, first visit / return visit (median of ${f.screens.rounds} browsers); DOM nodes | ${ms(f.screens.first.video.ms)} / ${ms(f.screens.again.video.ms)}; ${f.screens.again.video.nodes} |`,
    `| Relatórios: navigation, ritual chosen → preview on screen, first visit / return visit (median of ${f.screens.rounds} browsers); DOM nodes | ${ms(f.screens.first.reports.ms)} / ${ms(f.screens.again.reports.ms)}; ${f.screens.again.reports.nodes} |`,
    `| CSV export of every order: rows, size, time | ${f.export.rows}, ${mib(f.export.bytes)}, ${f.export.seconds.toFixed(1)} s |`,
    `| gateway RSS before → peak during the export | ${mib(f.export.before)} → ${mib(f.export.peak)} (+${mib(f.export.peak - f.export.before)}) |`,
    '',
    '### Resident memory per process (VmRSS from /proc)',
    '',
    '| process | idle after start | after (a), (b) | after the public reads | after 100k orders, screens, export | end |',
    '| --- | --- | --- | --- | --- | --- |',
    ...names.map(rssRow),
    `| **Node processes total** | ${mib(nodeTotal(f.idle))} | ${mib(nodeTotal(f.before))} | ${mib(nodeTotal(f.afterReads))} | ${mib(nodeTotal(f.end))} | ${readEndRss ? mib(nodeTotal(readEndRss)) : '—'} |`,
    '',
  ].join('\n');
}
