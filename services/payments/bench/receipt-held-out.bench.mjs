#!/usr/bin/env node
// Issue #29's measure, on held-out receipts (src/testing/held-out: stores, holders, masks, truncated names and keys
// the verifier was never tuned on; twelve layouts, light and dark, through the storefront's compression):
//   1. accuracy through the receipt desk, now and at BENCH_BEFORE_COMMIT (default 65facb1), on the two unseen
//      held-out sets together (never judged before the verifier's last change): approvals of name + masked CNPJ,
//      name + masked CPF, truncated names and receipts showing the key, and false approvals over the negatives (wrong
//      amount, same name with other digits, other name with the same digits, early, scheduled, reused, edited
//      amount); then, apart and now only, the two fresh sets (judged once before that change, misses named but never
//      looked into) and the first held-out set, whose misses were looked at while fixing them (no longer held out);
//   2. issue #39's measure: per bank layout (labels beside, above or without their values, light and dark, fonts the
//      tuned corpus never used), name + masked document and key-shown receipts approved and false approvals, before
//      that reader (BENCH_NEVER_TUNED_BEFORE_COMMIT, default dedffb8) and now, on the fjord-layouts corpus
//      (the last drawn blind; seen since its first run); then now only, apart, the delta-layouts, swell-layouts, tide-layouts, shoal-layouts,
//      reef-layouts, estuary-layouts, inlet-layouts, lagoon-layouts, cove-layouts, marina-layouts, dock-layouts,
//      berth-layouts, jetty-layouts, quay-layouts, wharf-layouts, pier-layouts,
//      harbor-layouts, ledger-layouts, atlas-layouts, vault-layouts, reserve-layouts, sealed-layouts, fresh-layouts,
//      unseen-layouts, blind and never-tuned ones (seen: their first figures are in bench/results.md (h));
//   3. CPU ms per image receipt (user + system of this process, OCR threads included), at 65facb1, before #39 and
//      now side by side on the same images (held-out, and the fjord-layouts corpus's correct receipts and its
//      negatives), each verifier warmed up first and the three taking turns image by image, who goes first rotating.
// Run: node services/payments/bench/receipt-held-out.bench.mjs  (BENCH_CPU_IMAGES, default 24: images timed;
// BENCH_ACCURACY_BEFORE=0: accuracy of today's verifier only; BENCH_RECEIPTS_CPU_ONLY=1: the CPU part alone;
// BENCH_CORPORA=harbor,ledger,blind: of the accuracy parts, only those corpora of #39's, to finish a run cut off).
// Each part (the holder sets, each corpus, the CPU part) runs in a process of its own, one after the other, on bundles
// built once at the start of the run (the reader under test cannot change mid-run): a process that judged sixteen
// corpora in a row once died natively, and a part whose process dies is run once more.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(SERVICE_DIR, '..', '..');
const BEFORE_COMMIT = process.env.BENCH_BEFORE_COMMIT ?? '65facb1';
// The verifier before issue #39's reader of the recipient's section, judged on the never-tuned corpus beside today's.
const NEVER_TUNED_BEFORE_COMMIT = process.env.BENCH_NEVER_TUNED_BEFORE_COMMIT ?? 'dedffb8';
const CPU_IMAGES = Math.max(2, Number(process.env.BENCH_CPU_IMAGES) || 24);
// Inside node_modules so the bundles resolve the npm packages they leave as imports; a folder per run, so that two runs
// never read each other's bundles.
const CACHE = process.env.BENCH_BUILD_DIR ?? join(ROOT, 'node_modules', '.cache', 'ritual-bench', `run-${process.pid}`);

// Issue #39's corpora: [name for BENCH_CORPORA, label, its cases' and its fonts check's exports]. Each was judged once
// when new before its misses were looked into (its first figures in its label: seen); a corpus drawn next takes the
// first place, judged before that reader and now, the others now only.
const CORPORA = [
  [
    'fjord',
    'fjord-layouts corpus (issue #39, seen: judged first at 1afeba4, 96/96)',
    'fjordLayoutCases',
    'assertFjordLayoutFontsAvailable',
  ],
  [
    'delta',
    'delta-layouts corpus (issue #39, seen: judged first at f56076e, 95/96)',
    'deltaLayoutCases',
    'assertDeltaLayoutFontsAvailable',
  ],
  [
    'swell',
    'swell-layouts corpus (issue #39, seen: judged first at 6d87d81, 96/96)',
    'swellLayoutCases',
    'assertSwellLayoutFontsAvailable',
  ],
  [
    'tide',
    'tide-layouts corpus (issue #39, seen: judged first at b238670 outside the bench, 76/96)',
    'tideLayoutCases',
    'assertTideLayoutFontsAvailable',
  ],
  [
    'shoal',
    'shoal-layouts corpus (issue #39, seen: judged first at 173bda5 outside the bench, 90/96)',
    'shoalLayoutCases',
    'assertShoalLayoutFontsAvailable',
  ],
  [
    'reef',
    'reef-layouts corpus (issue #39, seen: judged first at ff5bc8f, 75/96)',
    'reefLayoutCases',
    'assertReefLayoutFontsAvailable',
  ],
  [
    'estuary',
    'estuary-layouts corpus (issue #39, seen: judged first at a6e2259, 64/96)',
    'estuaryLayoutCases',
    'assertEstuaryLayoutFontsAvailable',
  ],
  [
    'inlet',
    'inlet-layouts corpus (issue #39, seen: judged first at b6f08b1, 90/96)',
    'inletLayoutCases',
    'assertInletLayoutFontsAvailable',
  ],
  [
    'lagoon',
    'lagoon-layouts corpus (issue #39, seen: judged first at e0997e5, 93/96)',
    'lagoonLayoutCases',
    'assertLagoonLayoutFontsAvailable',
  ],
  [
    'cove',
    "cove-layouts corpus (issue #39, seen: judged first at 61d7b05, 59/96 with a third of its payments dated after the judgement; on its fixed dates at 61d7b05's reader 87/96)",
    'coveLayoutCases',
    'assertCoveLayoutFontsAvailable',
  ],
  [
    'marina',
    'marina-layouts corpus (issue #39, seen: judged first at c68778c, 69/96)',
    'marinaLayoutCases',
    'assertMarinaLayoutFontsAvailable',
  ],
  [
    'dock',
    'dock-layouts corpus (issue #39, seen: judged first at a6bd6aa, 71/96)',
    'dockLayoutCases',
    'assertDockLayoutFontsAvailable',
  ],
  [
    'berth',
    'berth-layouts corpus (issue #39, seen: judged first at 9115725, 74/96)',
    'berthLayoutCases',
    'assertBerthLayoutFontsAvailable',
  ],
  [
    'jetty',
    'jetty-layouts corpus (issue #39, seen: judged first at dd64534, 92/96)',
    'jettyLayoutCases',
    'assertJettyLayoutFontsAvailable',
  ],
  [
    'quay',
    'quay-layouts corpus (issue #39, seen: judged first at 40d7d18, 91/96)',
    'quayLayoutCases',
    'assertQuayLayoutFontsAvailable',
  ],
  [
    'wharf',
    'wharf-layouts corpus (issue #39, seen: judged first at 73d0d34, 87/96)',
    'wharfLayoutCases',
    'assertWharfLayoutFontsAvailable',
  ],
  [
    'pier',
    'pier-layouts corpus (issue #39, seen: judged first at 0afb9ed, 83/96)',
    'pierLayoutCases',
    'assertPierLayoutFontsAvailable',
  ],
  [
    'harbor',
    'harbor-layouts corpus (issue #39, seen: judged first at 5102ee2, 89/96)',
    'harborLayoutCases',
    'assertHarborLayoutFontsAvailable',
  ],
  [
    'ledger',
    'ledger-layouts corpus (issue #39, seen: judged first at 9607119, 89/96)',
    'ledgerLayoutCases',
    'assertLedgerLayoutFontsAvailable',
  ],
  [
    'atlas',
    'atlas-layouts corpus (issue #39, seen: judged first at 5a114f4, 68/96)',
    'atlasLayoutCases',
    'assertAtlasLayoutFontsAvailable',
  ],
  [
    'vault',
    'vault-layouts corpus (issue #39, seen: judged first at d5cf9a5, 82/96)',
    'vaultLayoutCases',
    'assertVaultLayoutFontsAvailable',
  ],
  [
    'reserve',
    'reserve-layouts corpus (issue #39, seen: judged first at cb88d5d, 67/96)',
    'reserveLayoutCases',
    'assertReserveLayoutFontsAvailable',
  ],
  [
    'sealed',
    'sealed-layouts corpus (issue #39, seen: judged first at 86f13e4, 91/96)',
    'sealedLayoutCases',
    'assertSealedLayoutFontsAvailable',
  ],
  [
    'fresh',
    'fresh-layouts corpus (issue #39, seen: judged first at 2bc309c, 4/96)',
    'freshLayoutCases',
    'assertFreshLayoutFontsAvailable',
  ],
  [
    'unseen',
    'unseen-layouts corpus (issue #39, seen: judged first at c14dcb1, 88/96)',
    'unseenLayoutCases',
    'assertUnseenLayoutFontsAvailable',
  ],
  [
    'blind',
    'blind corpus (issue #39, seen: judged first at 02ff89b, 42/96)',
    'blindCases',
    'assertBlindFontsAvailable',
  ],
  [
    'never-tuned',
    'never-tuned corpus (issue #39, seen: judged first at 20be39f, 60/78)',
    'neverTunedCases',
    'assertNeverTunedFontsAvailable',
  ],
];

const PART = process.env.BENCH_PART;
/** A part's exit code when it ran to its end and missed a bar (1 is node's own for an uncaught error). */
const BARS_MISSED = 3;

function runPart(name) {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_PART: name, BENCH_BUILD_DIR: CACHE },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(child.stdout ?? '');
  return child.status === 0 || child.status === BARS_MISSED
    ? { missed: child.status === BARS_MISSED }
    : { died: child.signal ?? `exit code ${child.status}` };
}

/** Bundles sources into the cache: the conductor does it once, so every part of a run judges the same build. */
async function bundle(name, contents, resolveDir) {
  const outfile = join(CACHE, `${name}.mjs`);
  await build({
    stdin: { contents: contents.join('\n'), resolveDir, loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externalize-dependencies',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@ritual/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

/** A bundle the conductor built for this run. */
const load = (name) => import(pathToFileURL(join(CACHE, `${name}.mjs`)).href);

const verifierExports = [
  "export { OcrEngine } from './src/verification/ocr.ts';",
  "export { AutomaticReceiptVerifier } from './src/verification/receipt-verifier.ts';",
];
/** The verifier as it was: its sources at that commit, bundled against today's workspace packages. */
async function bundleVerifierAt(commit) {
  const dir = join(CACHE, `payments-${commit}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', commit, 'services/payments/src'], { cwd: ROOT });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  await bundle(`verifier-${commit}`, verifierExports, join(dir, 'services', 'payments'));
}

// Each line goes to stdout, for bench/results.md, and to stderr as it is written: a run cut off still shows what it
// judged.
const report = (...lines) => {
  console.log(...lines);
  console.error(...lines);
};

const NOW_EXPORTS = [
  ...verifierExports,
  "export { createLogger } from '@ritual/runtime';",
  "export { runCorpus, CORPUS_NOW } from './src/testing/receipt-corpus-run.ts';",
  "export { holderCases, holderReport, holderSummary } from './src/testing/holder-cases.ts';",
  "export { FRESH_HOLDERS, HELD_OUT_HOLDERS, UNSEEN_HOLDERS } from './src/testing/held-out/holders.ts';",
  "export { neverTunedCases } from './src/testing/never-tuned/cases.ts';",
  "export { assertNeverTunedFontsAvailable } from './src/testing/never-tuned/bank-receipts.ts';",
  "export { layoutFigures, layoutReport } from './src/testing/layout-figures.ts';",
  "export { blindCases } from './src/testing/blind/cases.ts';",
  "export { unseenLayoutCases } from './src/testing/unseen-layouts/cases.ts';",
  "export { freshLayoutCases } from './src/testing/fresh-layouts/cases.ts';",
  "export { sealedLayoutCases } from './src/testing/sealed-layouts/cases.ts';",
  "export { reserveLayoutCases } from './src/testing/reserve-layouts/cases.ts';",
  "export { fjordLayoutCases, assertFjordLayoutFontsAvailable } from './src/testing/fjord-layouts/cases.ts';",
  "export { deltaLayoutCases, assertDeltaLayoutFontsAvailable } from './src/testing/delta-layouts/cases.ts';",
  "export { swellLayoutCases, assertSwellLayoutFontsAvailable } from './src/testing/swell-layouts/cases.ts';",
  "export { tideLayoutCases, assertTideLayoutFontsAvailable } from './src/testing/tide-layouts/cases.ts';",
  "export { shoalLayoutCases, assertShoalLayoutFontsAvailable } from './src/testing/shoal-layouts/cases.ts';",
  "export { reefLayoutCases, assertReefLayoutFontsAvailable } from './src/testing/reef-layouts/cases.ts';",
  "export { estuaryLayoutCases, assertEstuaryLayoutFontsAvailable } from './src/testing/estuary-layouts/cases.ts';",
  "export { inletLayoutCases, assertInletLayoutFontsAvailable } from './src/testing/inlet-layouts/cases.ts';",
  "export { lagoonLayoutCases, assertLagoonLayoutFontsAvailable } from './src/testing/lagoon-layouts/cases.ts';",
  "export { coveLayoutCases, assertCoveLayoutFontsAvailable } from './src/testing/cove-layouts/cases.ts';",
  "export { marinaLayoutCases, assertMarinaLayoutFontsAvailable } from './src/testing/marina-layouts/cases.ts';",
  "export { dockLayoutCases } from './src/testing/dock-layouts/cases.ts';",
  "export { assertDockLayoutFontsAvailable } from './src/testing/dock-layouts/bank-receipts.ts';",
  "export { berthLayoutCases } from './src/testing/berth-layouts/cases.ts';",
  "export { assertBerthLayoutFontsAvailable } from './src/testing/berth-layouts/bank-receipts.ts';",
  "export { jettyLayoutCases } from './src/testing/jetty-layouts/cases.ts';",
  "export { assertJettyLayoutFontsAvailable } from './src/testing/jetty-layouts/bank-receipts.ts';",
  "export { quayLayoutCases } from './src/testing/quay-layouts/cases.ts';",
  "export { assertQuayLayoutFontsAvailable } from './src/testing/quay-layouts/bank-receipts.ts';",
  "export { wharfLayoutCases } from './src/testing/wharf-layouts/cases.ts';",
  "export { assertWharfLayoutFontsAvailable } from './src/testing/wharf-layouts/bank-receipts.ts';",
  "export { pierLayoutCases } from './src/testing/pier-layouts/cases.ts';",
  "export { assertPierLayoutFontsAvailable } from './src/testing/pier-layouts/bank-receipts.ts';",
  "export { harborLayoutCases } from './src/testing/harbor-layouts/cases.ts';",
  "export { assertHarborLayoutFontsAvailable } from './src/testing/harbor-layouts/bank-receipts.ts';",
  "export { ledgerLayoutCases } from './src/testing/ledger-layouts/cases.ts';",
  "export { assertLedgerLayoutFontsAvailable } from './src/testing/ledger-layouts/bank-receipts.ts';",
  "export { atlasLayoutCases } from './src/testing/atlas-layouts/cases.ts';",
  "export { assertAtlasLayoutFontsAvailable } from './src/testing/atlas-layouts/bank-receipts.ts';",
  "export { vaultLayoutCases } from './src/testing/vault-layouts/cases.ts';",
  "export { assertVaultLayoutFontsAvailable } from './src/testing/vault-layouts/bank-receipts.ts';",
  "export { assertReserveLayoutFontsAvailable } from './src/testing/reserve-layouts/bank-receipts.ts';",
  "export { assertSealedLayoutFontsAvailable } from './src/testing/sealed-layouts/bank-receipts.ts';",
  "export { assertFreshLayoutFontsAvailable } from './src/testing/fresh-layouts/bank-receipts.ts';",
  "export { assertUnseenLayoutFontsAvailable } from './src/testing/unseen-layouts/bank-receipts.ts';",
  "export { assertBlindFontsAvailable } from './src/testing/blind/bank-receipts.ts';",
];

if (!PART) {
  const onlyCorpora = process.env.BENCH_CORPORA?.split(',').map((name) => name.trim());
  const unknown = onlyCorpora?.filter((name) => !CORPORA.some(([known]) => known === name)) ?? [];
  if (unknown.length) {
    console.error(`BENCH_CORPORA: no corpus ${unknown.join(', ')}; known: ${CORPORA.map(([name]) => name).join(', ')}`);
    process.exit(2);
  }
  const parts =
    process.env.BENCH_RECEIPTS_CPU_ONLY === '1'
      ? ['cpu']
      : [...(onlyCorpora ? [] : ['holders']), ...(onlyCorpora ?? CORPORA.map(([name]) => name)), 'cpu'];
  mkdirSync(CACHE, { recursive: true });
  await bundle('held-out-now', NOW_EXPORTS, SERVICE_DIR);
  for (const commit of [BEFORE_COMMIT, NEVER_TUNED_BEFORE_COMMIT]) await bundleVerifierAt(commit);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const changed = execFileSync('git', ['status', '--porcelain', '--', 'services/payments/src'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  console.log(
    `reader built once for this run at ${commit}${changed ? ', with uncommitted changes under services/payments/src' : ''}`,
  );
  let missed = false;
  for (const part of parts) {
    let outcome = runPart(part);
    if (outcome.died) {
      console.log(`\n(${part}: its process died, ${outcome.died}; run again)`);
      outcome = runPart(part);
    }
    if (outcome.died) console.log(`\n${part}: its process died again, ${outcome.died}: NOT JUDGED`);
    missed ||= outcome.died !== undefined || outcome.missed;
  }
  rmSync(CACHE, { recursive: true, force: true });
  process.exit(missed ? 1 : 0);
}

const before = PART === 'holders' || PART === 'cpu' ? await load(`verifier-${BEFORE_COMMIT}`) : undefined;
const now = await load('held-out-now');

const unseenSets = now.UNSEEN_HOLDERS.map((set) => now.holderCases(set));
const cases = unseenSets.flat();
const freshSets = now.FRESH_HOLDERS.map((set) => now.holderCases(set));
const seen = now.holderCases(now.HELD_OUT_HOLDERS);
const serviceUrl = pathToFileURL(join(SERVICE_DIR, 'src', 'server.ts')).href;
let missed = false;
if (PART === 'holders')
  report(
    `unseen held-out receipts (never tuned on; their last two misses, unseen-2 Nubank and Inter, looked into at 427f801): ${cases.length} images, ${cases.filter((c) => c.group === 'negative').length} negatives`,
  );
// BENCH_ACCURACY_BEFORE=0 judges the held-out cases with today's verifier only (half the time).
const judged = process.env.BENCH_ACCURACY_BEFORE === '0' ? [] : [[`before (${BEFORE_COMMIT})`, before, unseenSets]];
for (const [label, engine, sets] of PART === 'holders'
  ? [
      ...judged,
      ['now', now, unseenSets],
      [
        'now, on the two fresh sets (judged once before the last change; its misses named, not looked into)',
        now,
        freshSets,
      ],
      ['now, on the first held-out set (seen: its misses were looked at in session 32)', now, [seen]],
    ]
  : []) {
  const started = performance.now();
  const judging = sets.flat();
  // Each set on a desk of its own, as each is one store's receipts.
  const results = new Map();
  for (const set of sets)
    for (const [name, result] of await now.runCorpus(set, serviceUrl, engine)) results.set(name, result);
  report(`\n${label}, ${((performance.now() - started) / 1000).toFixed(0)} s:`);
  report(now.holderReport(judging, results));
  if (label === 'now') {
    const summary = now.holderSummary(judging, results);
    missed ||= summary.falseApprovals.length > 0 || summary.groups.some((g) => g.approved / g.total < 0.95);
    if (summary.misses.length) report(`  not approved:\n    ${summary.misses.join('\n    ')}`);
  }
}

if (PART === 'holders') process.exit(missed ? BARS_MISSED : 0);

// Issue #39, one corpus per process. Bars on every corpus: name + masked document approved ≥ 95 % in every layout, key
// shown ≥ 98 % over all, no false approval.
const [heldOutCorpus] = CORPORA;
const beforeReader =
  PART === 'cpu' || PART === heldOutCorpus[0] ? await load(`verifier-${NEVER_TUNED_BEFORE_COMMIT}`) : undefined;
if (PART !== 'cpu') {
  const part = CORPORA.find(([name]) => name === PART);
  if (!part) throw new Error(`BENCH_PART=${PART}: no such part (holders, cpu or a corpus)`);
  const [, corpus, casesExport, fontsExport] = part;
  await now[fontsExport]();
  const layoutCases = now[casesExport]();
  const judges =
    process.env.BENCH_ACCURACY_BEFORE === '0' || part !== heldOutCorpus
      ? [['now', now]]
      : [
          [`before issue #39's reader (${NEVER_TUNED_BEFORE_COMMIT})`, beforeReader],
          ['now', now],
        ];
  for (const [label, engine] of judges) {
    const started = performance.now();
    const figures = now.layoutFigures(layoutCases, await now.runCorpus(layoutCases, serviceUrl, engine));
    report(
      `\n${corpus}, ${label}, ${layoutCases.length} images, ${((performance.now() - started) / 1000).toFixed(0)} s:`,
    );
    report(now.layoutReport(figures));
    if (label !== 'now') continue;
    const keyShown = figures.reduce((sum, f) => sum + f.keyShown.approved, 0);
    const keyTotal = figures.reduce((sum, f) => sum + f.keyShown.total, 0);
    missed ||=
      figures.some((f) => f.falseApprovals.length > 0 || f.nameAndDocument.approved < 0.95 * f.nameAndDocument.total) ||
      keyShown < 0.98 * keyTotal;
    const misses = figures.flatMap((f) => f.misses);
    if (misses.length) report(`  not approved:\n    ${misses.join('\n    ')}`);
  }
  process.exit(missed ? BARS_MISSED : 0);
}

// CPU per image: the held-out positives first (every layout), then negatives, as many as asked; and of the held-out
// layouts corpus, one of each layout's correct receipts in turn, then of its negatives, as many rounds as come
// nearest to the number asked, so that every layout weighs the same (a receipt the reader does not approve at once is
// read again in parts, so it costs more).
const timed = [
  ...cases.filter((c) => c.group !== 'negative'),
  ...cases.filter((c) => c.group === 'negative' && !c.after),
].slice(0, CPU_IMAGES);
const heldOutLayouts = now[heldOutCorpus[2]]();
const heldOutName = heldOutCorpus[1].split(' ')[0];
const layouts = [...new Set(heldOutLayouts.map((c) => c.layout))];
const byLayoutInTurn = (members) =>
  Array.from({ length: layouts.length * Math.max(1, Math.round(CPU_IMAGES / layouts.length)) }, (_, at) => {
    const ofLayout = members.filter((c) => c.layout === layouts[at % layouts.length]);
    return ofLayout[Math.floor(at / layouts.length) % ofLayout.length];
  });
const layoutsTimed = byLayoutInTurn(heldOutLayouts.filter((c) => c.group !== 'negative'));
const layoutNegativesTimed = byLayoutInTurn(heldOutLayouts.filter((c) => c.group === 'negative' && !c.after));
const logger = now.createLogger('bench', 'silent');
const engines = [
  [`before (${BEFORE_COMMIT})`, before],
  [`before #39 (${NEVER_TUNED_BEFORE_COMMIT})`, beforeReader],
  ['now', now],
];
const verifiers = engines.map(([, engine]) => {
  const ocr = new engine.OcrEngine(logger);
  return {
    ocr,
    verifier: new engine.AutomaticReceiptVerifier({
      ocr,
      timeZone: 'America/Sao_Paulo',
      logger,
      now: () => now.CORPUS_NOW,
    }),
  };
});
const input = (c, content) => ({
  order: { id: 1, price: c.price, createdAt: '2026-11-23T12:00:00.000Z' },
  payee: { ...c.payee, siteName: 'Templo dos Rituais' },
  file: { content, contentType: c.contentType, sha256: '' },
});
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/**
 * CPU ms of each verifier on each image, the verifiers taking turns image by image, each image's first turn going to
 * the next verifier: a verifier always served last ran measurably slower on the same work.
 */
async function cpuOf(images) {
  const files = [];
  for (const c of images) files.push(await c.content());
  const spent = verifiers.map(() => []);
  for (const [at, c] of images.entries()) {
    for (let turn = 0; turn < verifiers.length; turn++) {
      const which = (at + turn) % verifiers.length;
      const begun = cpuMs();
      await verifiers[which].verifier.verify(input(c, files[at]));
      spent[which][at] = cpuMs() - begun;
    }
  }
  return spent;
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
let heldOutSpent;
let layoutsSpent;
let negativesSpent;
try {
  const warmUp = await timed[0].content();
  for (const { verifier } of verifiers) await verifier.verify(input(timed[0], warmUp));
  heldOutSpent = await cpuOf(timed);
  layoutsSpent = await cpuOf(layoutsTimed);
  negativesSpent = await cpuOf(layoutNegativesTimed);
} finally {
  for (const { ocr } of verifiers) await ocr.close();
}
const [b, , n] = heldOutSpent;
const ratio = mean(n) / mean(b);
missed ||= ratio > 0.6;
const row = (name, values) => `  ${name.padEnd(10)} ${values.map((v) => v.toFixed(0).padStart(6)).join(' /')}`;
report(`\nCPU ms per image receipt, verifiers taking turns image by image: ${engines.map(([l]) => l).join(' / ')}`);
report(`  ${timed.length} held-out images:`);
report(
  `${row('mean', heldOutSpent.map(mean))}   now/before ${ratio.toFixed(2)}× (bar ≤ 0.6×) ${ratio <= 0.6 ? 'ok' : 'MISSED'}`,
);
report(row('median', heldOutSpent.map(median)));
// Issue #39: the image median no worse than before its reader (10 % for the noise of a shared machine).
const medianRatio = median(layoutsSpent[2]) / median(layoutsSpent[1]);
const heldOutMedianRatio = median(n) / median(heldOutSpent[1]);
missed ||= medianRatio > 1.1 || heldOutMedianRatio > 1.1;
report(`  ${layoutsTimed.length} ${heldOutName} images, correct receipts:`);
report(row('mean', layoutsSpent.map(mean)));
report(
  `${row('median', layoutsSpent.map(median))}   now/before #39 ${medianRatio.toFixed(2)}× here, ${heldOutMedianRatio.toFixed(2)}× on the held-out images (bar ≤ 1.1×)`,
);
report(`  ${layoutNegativesTimed.length} ${heldOutName} images, negatives (not a bar):`);
report(row('mean', negativesSpent.map(mean)));
report(
  `${row('median', negativesSpent.map(median))}   now/before #39 ${(median(negativesSpent[2]) / median(negativesSpent[1])).toFixed(2)}×`,
);
process.exit(missed ? BARS_MISSED : 0);
