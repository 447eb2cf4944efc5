// `make bench` section (i), issue #36: what the server-side session check adds to a signed-in admin request.
// GET /api/auth/me (gateway → identity VerifyToken → the admin) on this code and on the commit before sessions
// existed (a signature check and a user lookup only), both embedded stacks built the same way and running side by
// side, measured in alternating rounds by the same client: keep-alive connections, each request timed with
// performance.now(), p50 and p99 per round, the median of the rounds kept. BENCH_SESSION_BEFORE_REF overrides the
// "before" commit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkoutBefore, median, portsOf } from './approvals.mjs';

const SECONDS = Number(process.env.BENCH_SESSION_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_SESSION_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_SESSION_CONNECTIONS ?? 8);
const WARM_UP_SECONDS = 2;

/** The parent of the commit that added the session check; HEAD while that change is not committed yet. */
function beforeRef(root) {
  if (process.env.BENCH_SESSION_BEFORE_REF) return process.env.BENCH_SESSION_BEFORE_REF;
  const added = execFileSync(
    'git',
    ['log', '--diff-filter=A', '--format=%H', '--', 'services/identity/src/domain/session-guard.ts'],
    { cwd: root, encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .filter(Boolean)
    .pop();
  return added ? `${added}^` : 'HEAD';
}

async function adminToken(baseUrl, adminPassword) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  const body = await response.json();
  if (!body.access_token) throw new Error(`login answered ${response.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** CONNECTIONS clients, one keep-alive connection each, asking GET /api/auth/me for `seconds`. */
async function load(baseUrl, token, seconds) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const outgoing = request(
        { agent, hostname, port, path: '/api/auth/me', headers: { authorization: `Bearer ${token}` } },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) reject(new Error(`GET /api/auth/me answered ${response.statusCode}`));
            else resolve(performance.now() - started);
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  const client = async () => {
    while (performance.now() < deadline) latencies.push(await once());
  };
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, client));
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: latencies.length / seconds };
}

/**
 * `start(root, env)` starts a runner as bench/run.mjs does; `envFor(dataDir)` gives it ports and data. Answers the
 * median p50, p99 and requests/s of each side.
 */
export async function sessionCheckBeforeAfter({ root, start, envFor, adminPassword, say }) {
  const ref = beforeRef(root);
  say(`(i) building the commit before the session check (${ref}) in a temporary worktree`);
  const before = checkoutBefore(root, ref);
  const stacks = [];
  try {
    for (const [label, runnerRoot] of [
      ['before (token signature and user only)', before.dir],
      ['now (signature, session alive and not idle, user)', root],
    ]) {
      const dataDir = mkdtempSync(join(tmpdir(), 'ritual-bench-session-'));
      let env = await envFor(dataDir);
      const taken = new Set(stacks.flatMap((other) => portsOf(other.env)));
      while (portsOf(env).some((port) => taken.has(port))) env = await envFor(dataDir);
      const stack = { label, dataDir, env, runner: start(runnerRoot, env), runs: [] };
      stacks.push(stack);
      await stack.runner.ready;
      stack.token = await adminToken(stack.runner.baseUrl, adminPassword);
    }
    for (const stack of stacks) await load(stack.runner.baseUrl, stack.token, WARM_UP_SECONDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const stack of round % 2 === 0 ? stacks : [...stacks].reverse()) {
        say(
          `(i) round ${round + 1}/${ROUNDS}, ${stack.label}: ${CONNECTIONS} clients × ${SECONDS} s of GET /api/auth/me`,
        );
        stack.runs.push(await load(stack.runner.baseUrl, stack.token, SECONDS));
      }
    }
    const figure = ({ runs }) => ({
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
      rps: median(runs.map((run) => run.rps)),
      runs,
    });
    return {
      ref,
      before: figure(stacks[0]),
      after: figure(stacks[1]),
      seconds: SECONDS,
      rounds: ROUNDS,
      connections: CONNECTIONS,
    };
  } finally {
    await Promise.all(stacks.map((stack) => stack.runner.stop()));
    for (const stack of stacks) rmSync(stack.dataDir, { recursive: true, force: true });
    before.remove();
  }
}

const ms = (value) => `${value.toFixed(2)} ms`;

export function sessionCheckMarkdown(session) {
  const { before, after } = session;
  return [
    '## (i) The session check on a signed-in admin request (issue #36)',
    '',
    '| GET /api/auth/me | p50 | p99 | req/s |',
    '| --- | --- | --- | --- |',
    `| before (${session.ref}) | ${ms(before.p50)} | ${ms(before.p99)} | ${before.rps.toFixed(0)} |`,
    `| now | ${ms(after.p50)} | ${ms(after.p99)} | ${after.rps.toFixed(0)} |`,
    `| extra cost | ${ms(after.p50 - before.p50)} | ${ms(after.p99 - before.p99)} | |`,
    '',
    `- ${session.connections} keep-alive clients × ${session.seconds} s per stack and round, ${session.rounds} alternating`,
    '  rounds after an unmeasured warm-up; each figure the median of its rounds. "Before" is the commit before the',
    '  session check, built in a temporary git worktree and run beside ours. Now identity reads the session (one',
    '  indexed join) at most once per 5 s per session and keeps the answer in memory in between, and writes',
    '  `last_seen_at` at most once a minute; so most requests pay only the in-memory lookup and the p99 shows the',
    '  database read.',
    `- Rounds, before → now: p50 ${before.runs.map((run, i) => `${ms(run.p50)} → ${ms(after.runs[i].p50)}`).join(', ')}.`,
    '',
  ].join('\n');
}
