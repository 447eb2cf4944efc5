#!/usr/bin/env node
// `make bench-web`: builds, starts the real stack of `make start` on free ports (fresh DATA_DIR), seeds a few
// rituals through the API, and measures the public site against the bars of the storefront issue:
//   (a) initial JavaScript for / in KB gzip (≤ 100), and no admin chunk loaded by / or /ritual/:slug;
//   (b) Lighthouse mobile scores for / and /ritual/:slug: performance ≥ 95, accessibility 100, CLS < 0.1
//       (issue #30);
//   (c) the cost of the server-rendered head: req/s of /ritual/:slug (head filled per request from the public-read
//       cache) beside /index.html sent as a static file, same connections and duration, one after the other.
// Debian's /usr/bin/chromium does the browsing (playwright-core for the network check, chrome-launcher for
// Lighthouse); nothing is downloaded. Exits 1 when a bar is missed. Reports go to web/test-artifacts/lighthouse/.
//
// BENCH_LH_RUNS (default 5): Lighthouse runs per page; the median performance score is the figure (the machine may
// be busy with other work, and one run can be off by 10 points).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  ARTIFACTS_DIR,
  buildAll,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  REPO_ROOT,
  startStack,
} from '../../web/e2e/support/stack-process.mjs';

const BARS = { initialJsKb: 100, performance: 95, accessibility: 100, cls: 0.1 };
const SERVING_SECONDS = Math.max(1, Number(process.env.BENCH_SERVING_SECONDS) || 5);
const SERVING_CONNECTIONS = 10;
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS) || 5);
const DIST = join(REPO_ROOT, 'web', 'dist');
const REPORTS_DIR = join(ARTIFACTS_DIR, 'lighthouse');
const ADMIN_SOURCE = /(^|\/)src\/features\/admin/;

const kb = (bytes) => bytes / 1024;
const fmt = (value, digits = 1) => value.toFixed(digits);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// ---------------------------------------------------------------------------------------------- seeding
async function api(baseUrl, method, path, { token, json, form } = {}) {
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }
  const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

function storeWeekday() {
  const short = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(short);
}

/** A store as a client would meet it: a featured ritual, a few more in the grid, a PIX key. */
async function seed(baseUrl, adminPassword) {
  const { access_token: token } = await api(baseUrl, 'POST', '/auth/login', {
    json: { username: 'admin', password: adminPassword },
  });
  const form = new FormData();
  form.set('pix_key', 'pix@templodosrituais.com.br');
  await api(baseUrl, 'POST', '/payment-config', { token, form });
  const fields = [
    { name: 'nome_amor', label: 'Nome da pessoa amada', type: 'text', required: true },
    { name: 'email', label: 'Seu e-mail', type: 'email', required: false },
    { name: 'telefone', label: 'Telefone', type: 'tel', required: false },
    { name: 'pedido', label: 'Seu pedido', type: 'textarea', required: true },
  ];
  const names = [
    'Amarração do Amor Verdadeiro',
    'Abertura de Caminhos',
    'Prosperidade Financeira',
    'Proteção Espiritual',
  ];
  const rituals = [];
  for (const [index, name] of names.entries()) {
    rituals.push(
      await api(baseUrl, 'POST', '/rituais', {
        token,
        json: {
          name,
          description: 'Ritual personalizado com o seu nome e a sua intenção, realizado com dedicação e respeito.',
          price: String(97 + index * 50),
          commission_type: 'percentage',
          commission_value: '10',
          confirmation_message: 'Sua energia já está sendo alinhada.',
          instructions: 'Acenda uma vela branca no dia do ritual.',
          form_fields: fields,
          featured_day: index === 0 ? String(storeWeekday()) : '',
        },
      }),
    );
  }
  return rituals[0];
}

// ---------------------------------------------------------------------------------------------- manifest
function readManifest() {
  const path = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(path))
    throw new Error(`${path} não existe: build.manifest precisa estar ligado em web/vite.config.ts`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Admin chunks: everything reachable from a manifest entry whose source lives under src/features/admin*, or from
 * one of the chunks web/vite.config.ts gathers admin modules into (named admin-*, with no source of their own),
 * minus whatever the public side (index.html and the public pages' lazy chunks) reaches on its own.
 */
function classifyChunks(manifest) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const isAdminRoot = (key) =>
    ADMIN_SOURCE.test(manifest[key]?.src ?? '') || (!manifest[key]?.src && /^admin-/.test(manifest[key]?.name ?? ''));
  const filesOf = (keys) =>
    new Set(
      [...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? []), ...(manifest[key].assets ?? [])]),
    );
  const walk = (roots, follow) => {
    const seen = new Set();
    const stack = [...roots];
    while (stack.length) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) {
        if (follow(next)) stack.push(next);
      }
    }
    return seen;
  };
  const keys = Object.keys(manifest);
  const adminRoots = keys.filter(isAdminRoot);
  const publicRoots = keys.filter((key) => manifest[key].isEntry);
  const publicKeys = walk(publicRoots, (next) => !isAdminRoot(next));
  const adminKeys = [...walk(adminRoots, () => true)].filter((key) => !publicKeys.has(key));
  return { byFile, adminRoots, adminFiles: filesOf(adminKeys), publicFiles: filesOf(publicKeys) };
}

/** The entry's static import closure, by manifest key. */
function staticClosure(manifest, startKeys) {
  const seen = new Set();
  const stack = [...startKeys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(join(DIST, file))).length;
const rawSize = (file) => readFileSync(join(DIST, file)).length;

// ---------------------------------------------------------------------------------------------- (a) JS
async function initialJavaScript(baseUrl, manifest, byFile) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((match) => match[0]);
  const urls = new Set();
  for (const tag of tags) {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isModulePreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    if (!isModuleScript && !isModulePreload) continue;
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url) urls.add(url.replace(/^\//, ''));
  }
  // What the HTML names, plus everything those modules import statically (the browser fetches those too).
  const keys = [...urls].map((file) => byFile.get(file)).filter(Boolean);
  const files = new Set([...urls, ...[...staticClosure(manifest, keys)].map((key) => manifest[key].file)]);
  const rows = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, raw: rawSize(file), gzip: gzipSize(file) }));
  return {
    rows,
    totalGzip: rows.reduce((sum, row) => sum + row.gzip, 0),
    totalRaw: rows.reduce((sum, row) => sum + row.raw, 0),
  };
}

// ---------------------------------------------------------------------------------------------- network check
async function publicPageRequests(baseUrl, slug) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const visits = {};
    const record = (page, into) => page.on('request', (request) => into.push(new URL(request.url()).pathname));

    // `/`, then on to the ritual page by clicking its card, as a client does.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const journey = [];
    record(page, journey);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('#rituais a').first().waitFor();
    visits['/'] = [...journey];
    await page.locator('#rituais a', { hasText: 'Amarração do Amor Verdadeiro' }).click();
    await page.waitForURL(`**/ritual/${slug}`);
    await page.locator('form').waitFor();
    await page.waitForLoadState('networkidle');
    visits['/ → /ritual/:slug (clique)'] = journey;
    await context.close();

    // `/ritual/:slug` opened directly (a shared link).
    const direct = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const directPage = await direct.newPage();
    visits['/ritual/:slug'] = [];
    record(directPage, visits['/ritual/:slug']);
    await directPage.goto(`${baseUrl}/ritual/${slug}`, { waitUntil: 'networkidle' });
    await directPage.locator('form').waitFor();
    await direct.close();
    return visits;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------- (b) Lighthouse
/** Requests per second autocannon gets from `url` (after a one-second warm-up), and any non-2xx answers. */
async function requestsPerSecond(url) {
  await autocannon({ url, connections: SERVING_CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: SERVING_CONNECTIONS, duration: SERVING_SECONDS });
  return { perSecond: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

async function runLighthouse(url, name) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const runs = [];
  try {
    for (let run = 0; run < LH_RUNS; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
      runs.push(result);
    }
  } finally {
    await chrome.kill();
  }
  const scoreOf = (result, category) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
  const performance = median(runs.map((result) => scoreOf(result, 'performance')));
  // The report kept is the run closest to the median, so that it explains the printed figure.
  const kept = runs.reduce((best, result) =>
    Math.abs(scoreOf(result, 'performance') - performance) < Math.abs(scoreOf(best, 'performance') - performance)
      ? result
      : best,
  );
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(join(REPORTS_DIR, `${name}.html`), kept.report);
  writeFileSync(join(REPORTS_DIR, `${name}.json`), JSON.stringify(kept.lhr, null, 1));
  const audits = kept.lhr.audits;
  const metric = (id) => audits[id]?.displayValue ?? '-';
  const failing = (category) =>
    (kept.lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 0.9)
      .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`);
  return {
    performance,
    performanceRuns: runs.map((result) => scoreOf(result, 'performance')),
    accessibility: median(runs.map((result) => scoreOf(result, 'accessibility'))),
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      clsValue: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      SI: metric('speed-index'),
    },
    failingPerformance: failing('performance'),
    failingAccessibility: failing('accessibility'),
  };
}

// ---------------------------------------------------------------------------------------------- main
async function main() {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH}: apt-get install -y chromium`);
  const started = Date.now();
  console.log('bench-web: build…');
  await buildAll();
  const stack = await startStack({ logFile: join(ARTIFACTS_DIR, 'bench-web-stack.log') });
  console.log(`bench-web: stack em ${stack.baseUrl} (ready_ms=${stack.readyMs})`);
  const misses = [];
  try {
    const ritual = await seed(stack.baseUrl, stack.adminPassword);
    const manifest = readManifest();
    const { byFile, adminRoots, adminFiles } = classifyChunks(manifest);

    // (a) initial JavaScript for /
    const initial = await initialJavaScript(stack.baseUrl, manifest, byFile);
    console.log('\n(a) JavaScript inicial de / (HTML: script + modulepreload, com os imports estáticos)');
    for (const row of initial.rows.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `    ${row.file.padEnd(48)} ${fmt(kb(row.raw)).padStart(7)} KB  ${fmt(kb(row.gzip)).padStart(6)} KB gzip`,
      );
    }
    const initialKb = kb(initial.totalGzip);
    console.log(`    total: ${fmt(kb(initial.totalRaw))} KB, ${fmt(initialKb)} KB gzip`);
    if (initialKb > BARS.initialJsKb) misses.push(`JS inicial de / ${fmt(initialKb)} KB gzip > ${BARS.initialJsKb} KB`);

    const visits = await publicPageRequests(stack.baseUrl, ritual.slug);
    console.log(
      `\n    chunks de admin no build: ${adminFiles.size} arquivo(s) de ${adminRoots.length} entrada(s) admin`,
    );
    if (adminRoots.length === 0)
      console.log('    (nenhum módulo de src/features/admin* é entrada no build: admin ainda não roteado)');
    for (const [visit, paths] of Object.entries(visits)) {
      const assets = [...new Set(paths.filter((path) => path.startsWith('/assets/')))].map((path) => path.slice(1));
      const js = assets.filter((file) => file.endsWith('.js'));
      const loadedKb = kb(js.reduce((sum, file) => sum + (existsSync(join(DIST, file)) ? gzipSize(file) : 0), 0));
      const admin = assets.filter((file) => adminFiles.has(file));
      console.log(
        `    ${visit.padEnd(28)} ${String(js.length).padStart(2)} JS (${fmt(loadedKb)} KB gzip carregados), admin: ${admin.length ? admin.join(', ') : 'nenhum'}`,
      );
      if (admin.length) misses.push(`${visit} carregou chunk(s) de admin: ${admin.join(', ')}`);
    }

    // (b) Lighthouse mobile
    console.log(
      `\n(c) HTML de /ritual/:slug com cabeçalho do servidor × /index.html estático (${SERVING_SECONDS} s cada)`,
    );
    const rendered = await requestsPerSecond(`${stack.baseUrl}/ritual/${ritual.slug}`);
    const staticFile = await requestsPerSecond(`${stack.baseUrl}/index.html`);
    const servingRatio = rendered.perSecond / staticFile.perSecond;
    for (const [label, result] of [
      ['/ritual/:slug (cabeçalho por página)', rendered],
      ['/index.html (arquivo estático)', staticFile],
    ]) {
      console.log(`    ${label.padEnd(40)} ${fmt(result.perSecond, 0).padStart(7)} req/s  p99 ${result.p99} ms`);
      if (result.failed) misses.push(`${label}: ${result.failed} resposta(s) sem 2xx`);
    }
    console.log(`    razão: ${fmt(servingRatio, 2)}× o arquivo estático`);

    const pages = [
      ['/', `${stack.baseUrl}/`, 'home'],
      ['/ritual/:slug', `${stack.baseUrl}/ritual/${ritual.slug}`, 'ritual'],
    ];
    const scores = [];
    for (const [label, url, name] of pages) {
      console.log(`\nbench-web: Lighthouse (mobile, ${LH_RUNS} execução(ões)) em ${label}…`);
      const result = await runLighthouse(url, name);
      scores.push([label, result]);
      console.log(
        `    performance ${result.performance} (execuções: ${result.performanceRuns.join(', ')}), acessibilidade ${result.accessibility}`,
      );
      console.log(
        `    ${Object.entries(result.metrics)
          .filter(([key]) => key !== 'clsValue')
          .map(([key, value]) => `${key} ${value}`)
          .join(' · ')}`,
      );
      if (result.failingPerformance.length)
        console.log(`    auditorias de desempenho abaixo de 0,9: ${result.failingPerformance.join(', ')}`);
      if (result.failingAccessibility.length)
        console.log(`    auditorias de acessibilidade falhando: ${result.failingAccessibility.join(', ')}`);
      if (result.performance < BARS.performance)
        misses.push(`performance de ${label} ${result.performance} < ${BARS.performance}`);
      if (result.accessibility < BARS.accessibility)
        misses.push(`acessibilidade de ${label} ${result.accessibility} < ${BARS.accessibility}`);
      if (!(result.metrics.clsValue < BARS.cls)) misses.push(`CLS de ${label} ${result.metrics.CLS} ≥ ${BARS.cls}`);
    }

    console.log('\n=== bench-web: resultado ===');
    const line = (what, value, bar, ok) =>
      console.log(`${ok ? 'OK  ' : 'FALHA'} ${what.padEnd(42)} ${String(value).padStart(8)}   (meta ${bar})`);
    line('JS inicial de / (KB gzip)', fmt(initialKb), `≤ ${BARS.initialJsKb}`, initialKb <= BARS.initialJsKb);
    const adminLoaded = misses.some((miss) => miss.includes('admin'));
    line('chunks de admin em / e /ritual/:slug', adminLoaded ? 'sim' : 'nenhum', 'nenhum', !adminLoaded);
    console.log(
      `     HTML /ritual/:slug × /index.html (req/s)      ${fmt(rendered.perSecond, 0)} × ${fmt(staticFile.perSecond, 0)} (${fmt(servingRatio, 2)}×)`,
    );
    for (const [label, result] of scores) {
      line(
        `Lighthouse mobile ${label} performance`,
        result.performance,
        `≥ ${BARS.performance}`,
        result.performance >= BARS.performance,
      );
      line(
        `Lighthouse mobile ${label} acessibilidade`,
        result.accessibility,
        `≥ ${BARS.accessibility}`,
        result.accessibility >= BARS.accessibility,
      );
      line(`Lighthouse mobile ${label} CLS`, result.metrics.CLS, `< ${BARS.cls}`, result.metrics.clsValue < BARS.cls);
    }
    console.log(`relatórios em ${REPORTS_DIR}; ${Math.round((Date.now() - started) / 1000)} s no total`);
  } finally {
    await stack.stop();
  }
  if (misses.length) {
    console.error(`\nbench-web: metas não atingidas:\n  - ${misses.join('\n  - ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`bench-web: ${error?.stack ?? error}`);
  process.exitCode = 1;
});
