import { Agent, request as httpRequest } from 'node:http';
import { DEFAULT_CONSENT } from '@ritual/site-config/testing';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractStack, startStack } from '../testing/contract-stack.js';

/**
 * Property: whatever a client sends to any route of the OpenAPI document, the gateway answers below 500, every
 * 4xx carries a pt-BR `{ detail }`, and no answer takes 10 s. Seeded: a failure prints its seed and path, and
 * FUZZ_SEED / FUZZ_RUNS replay or widen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 13_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SLOWEST_ANSWER_MS = 10_000;
const JSON_LIMIT_BYTES = 1024 * 1024;

interface Operation {
  method: string;
  /** e.g. /clientes/{id}/pix */
  path: string;
  pathParams: string[];
  queryParams: string[];
  contentTypes: string[];
  /** Top-level property names of the documented body, to build bodies of the right keys and wrong values. */
  bodyFields: string[];
}

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}

type Schema = { $ref?: string; properties?: Record<string, unknown> };
type RawOperation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

function operationsOf(document: OpenApi): Operation[] {
  const fieldsOf = (schema: Schema | undefined): string[] => {
    const resolved = schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
    return Object.keys(resolved?.properties ?? {});
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, raw]) => {
        const operation = raw as RawOperation;
        const content = operation.requestBody?.content ?? {};
        const parameters = operation.parameters ?? [];
        return {
          method: method.toUpperCase(),
          path,
          pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
          queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          contentTypes: Object.keys(content),
          bodyFields: [...new Set(Object.values(content).flatMap((media) => fieldsOf(media.schema)))],
        };
      }),
  );
}

const operationName = (operation: Operation) => `${operation.method} ${operation.path}`;

// Texts of every UTF-16 code unit (controls, lone surrogates, NUL included) and of ordinary accented words.
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
const hostileText = fc.oneof(
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', 'Ação São João', '0', '-1', 'null', 'true', '../../etc/passwd', '<script>x</script>'),
  fc.constantFrom("' OR 1=1 --", '%00', '\u0000', '\uD800', 'a'.repeat(5000), '9'.repeat(400)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 4 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);
/** Every UTF-8 byte percent-encoded (a lone surrogate as U+FFFD, as a browser would send it). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
/** Printable ASCII: what an HTTP client can put in a header at all. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });

const pathValue = (known: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    fc.constantFrom('0', '-1', '1.5', '1e3', 'abc', '999999999999999999999', '9'.repeat(300), '%20', '..%2F..'),
    fc.constantFrom('%00', '%E0%A4%A', '%', '%FF', '%ED%A0%80', '%C0%AE', 'a%0Ab', '%F0%9F%98%80', 'S%C3%A3o'),
    hostileText.map(percentEncoded),
  );

const deepJson = fc
  .tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean())
  .map(([depth, asArray]) =>
    asArray ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );
const PROTOTYPE_BODIES = [
  '{"__proto__":{"is_admin":true}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
  '{"form_data":{"__proto__":{"x":1}}}',
  '[{"__proto__":null}]',
];
const BROKEN_JSON = ['{', '{"a":', '[1,2', 'nul', '{"a":1}}', '{"a":"\\u00"}', '"texto"', '', ' ', '\u0000', '{"a" 1}'];

interface Body {
  contentType?: string;
  payload: Buffer;
}

const json = (value: unknown, contentType = 'application/json'): Body => ({
  contentType,
  payload: Buffer.from(JSON.stringify(value) ?? 'null'),
});

function multipart(fields: Array<[string, string]>, file?: { field: string; name: string; bytes: Buffer }): Body {
  const boundary = 'fuzzBoundary7MA4YWxk';
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((part) => Buffer.from(part));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

function bodyFor(operation: Operation): fc.Arbitrary<Body | undefined> {
  const keys = operation.bodyFields.length ? operation.bodyFields : ['file', 'name', 'payment_status'];
  const shaped = fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length });
  const fieldPairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys), hostileText), hostileText), { maxLength: 5 });
  const fileBytes = fc.oneof(
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(Buffer.from('%PDF-1.4\n%%EOF'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  );
  const wrongType = fc.constantFrom(
    'text/plain',
    'application/xml',
    'application/json; charset=latin1',
    'application/json; charset=ebcdic',
    'multipart/form-data',
    'multipart/form-data; boundary=outra',
    'application/x-www-form-urlencoded; charset=utf-16',
    'image/png',
    '',
  );
  return fc.oneof(
    fc.constant(undefined),
    { weight: 4, arbitrary: shaped.map((value) => json(value)) },
    fc.jsonValue({ maxDepth: 4 }).map((value) => json(value)),
    fc.constantFrom(...BROKEN_JSON, ...PROTOTYPE_BODIES).map((text) => ({
      contentType: 'application/json',
      payload: Buffer.from(text),
    })),
    deepJson.map((text) => ({ contentType: 'application/json', payload: Buffer.from(text) })),
    fc
      .constantFrom(JSON_LIMIT_BYTES + 10, 200_000)
      .chain((size) => fc.constantFrom(...keys).map((key) => json({ [key]: 'x'.repeat(size) }))),
    fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) => ({ contentType: 'application/json', payload: Buffer.from(bytes) })),
    fieldPairs.map((pairs) => ({
      contentType: 'application/x-www-form-urlencoded',
      payload: Buffer.from(new URLSearchParams(pairs).toString()),
    })),
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fieldPairs,
          fc.option(
            fc.record({ field: fc.constantFrom('file', 'qr_image', ...keys), name: hostileText, bytes: fileBytes }),
          ),
        )
        .map(([pairs, file]) => multipart(pairs, file ?? undefined)),
    },
    fc.tuple(fieldPairs, fc.integer({ min: 0, max: 200 })).map(([pairs, cut]) => {
      const whole = multipart(pairs, { field: 'file', name: 'recibo.png', bytes: Buffer.from('conteudo') });
      return { ...whole, payload: whole.payload.subarray(0, Math.max(0, whole.payload.length - 10 - cut)) };
    }),
    fc.tuple(wrongType, fc.uint8Array({ maxLength: 200 })).map(([contentType, bytes]) => ({
      contentType: contentType || undefined,
      payload: Buffer.from(bytes),
    })),
  );
}

type Credential = 'none' | 'admin' | 'order' | 'admin+order' | 'forged bearer' | 'wrong order token' | 'garbage';

interface FuzzRequest {
  /** The documented operation the request was drawn for, e.g. `GET /ritual/{slug}`. */
  operation: string;
  method: string;
  path: string;
  credential: Credential;
  headers: Record<string, string>;
  body?: Body;
}

function detailOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { detail?: unknown }).detail;
  } catch {
    return undefined;
  }
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

describe('fuzzing every documented route across the real stack', () => {
  let stack: ContractStack;
  let adminToken: string;
  let order: { id: string; token: string };
  let operations: Operation[];
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  async function createOrder(): Promise<{ id: string; token: string }> {
    const admin = { Authorization: `Bearer ${adminToken}` };
    const ritual = await request(stack.app)
      .post('/api/rituais')
      .set(admin)
      .send({ name: `Ritual ${Date.now()}`, description: 'Para testes', price: '10.00', commission_value: '0' });
    const created = await request(stack.app)
      .post('/api/clientes')
      .send({
        ritual_id: ritual.body.id,
        form_data: { nome_completo_fixo: 'Ana Lima', whatsapp_contato: '(21) 99876-5432' },
        consent: DEFAULT_CONSENT,
        whatsapp: '',
        photos: [],
      });
    if (created.status !== 201) throw new Error(`order answered ${created.status}: ${created.text}`);
    return { id: String(created.body.id), token: created.body.order_token };
  }

  function send(fuzz: FuzzRequest): Promise<Answer> {
    const headers: Record<string, string> = { ...fuzz.headers };
    const bearer = {
      admin: adminToken,
      'admin+order': adminToken,
      'forged bearer': `${adminToken.slice(0, -4)}AAAA`,
      garbage: 'x.y.z',
    }[fuzz.credential as string];
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (fuzz.credential === 'order' || fuzz.credential === 'admin+order') headers['X-Order-Token'] = order.token;
    if (fuzz.credential === 'wrong order token') headers['X-Order-Token'] = `${order.token.slice(0, -2)}zz`;
    if (fuzz.body?.contentType) headers['Content-Type'] = fuzz.body.contentType;
    if (fuzz.body) headers['Content-Length'] = String(fuzz.body.payload.length);
    const { hostname, port } = new URL(stack.url);
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { agent, hostname, port, method: fuzz.method, path: `/api${fuzz.path}`, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              ms: Date.now() - started,
            }),
          );
        },
      );
      outgoing.setTimeout(SLOWEST_ANSWER_MS + 1000, () => outgoing.destroy(new Error('no answer within 11 s')));
      outgoing.on('error', reject);
      outgoing.end(fuzz.body?.payload);
    });
  }

  beforeAll(async () => {
    stack = await startStack();
    adminToken = await stack.adminToken();
    order = await createOrder();
    const document = await request(stack.app).get('/api/openapi.json');
    operations = operationsOf(document.body as OpenApi);
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await stack?.stop();
  });

  it('finds the routes in the served OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    expect(operations).toContainEqual(expect.objectContaining({ method: 'GET', path: '/ritual/{slug}' }));
  });

  it(`answers ${RUNS} generated requests (seed ${SEED}) over every route below 500, every 4xx with a detail, each within 10 s`, async () => {
    const known = () => [order.id, '1', '2', 'amarracao-do-amor'];
    const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.constantFrom(...operations).chain((operation) =>
      fc.record({
        operation: fc.constant(operationName(operation)),
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constant(operation.method) },
          fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        ),
        path: fc
          .tuple(
            fc.tuple(...operation.pathParams.map(() => pathValue(known()))),
            fc.array(
              fc.tuple(
                fc.oneof(
                  fc.constantFrom(...operation.queryParams, 'q', 'page', 'limit'),
                  hostileText.map(percentEncoded),
                ),
                pathValue(['1', '7', '']),
              ),
              { maxLength: 3 },
            ),
          )
          .map(([values, query]) => {
            let index = 0;
            const path = operation.path.replace(/\{\w+\}/g, () => values[index++] ?? '1');
            return query.length ? `${path}?${query.map(([key, value]) => `${key}=${value}`).join('&')}` : path;
          }),
        credential: fc.constantFrom<Credential>(
          'none',
          'admin',
          'order',
          'admin+order',
          'forged bearer',
          'wrong order token',
          'garbage',
        ),
        headers: fc.record(
          { 'Idempotency-Key': headerText, 'X-Request-Id': headerText, 'Accept-Language': headerText },
          { requiredKeys: [] },
        ),
        body: bodyFor(operation),
      }),
    );

    const drawn = new Set<string>();
    const slowest = { ms: 0, what: '' };
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fuzzRequest, async (fuzz) => {
        drawn.add(fuzz.operation);
        const answer = await send(fuzz);
        // A logout the fuzz sent as the admin really ends that session: sign in again for the requests after it.
        if (answer.status === 200 && fuzz.method === 'POST' && fuzz.path.startsWith('/auth/logout')) {
          adminToken = await stack.adminToken();
        }
        const what = `${fuzz.method} /api${fuzz.path.slice(0, 200)} as ${fuzz.credential} (${fuzz.body?.contentType ?? 'no body'})`;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.ms > slowest.ms) Object.assign(slowest, { ms: answer.ms, what });
        expect(answer.status, `${what} answered ${answer.status}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        expect(answer.ms, `${what} took ${answer.ms} ms`).toBeLessThanOrEqual(SLOWEST_ANSWER_MS);
        if (answer.status >= 400) {
          const detail = detailOf(answer.body);
          const problem = `${what} answered ${answer.status} without detail: ${answer.body.slice(0, 200)}`;
          expect(typeof detail === 'string' && detail.length > 0, problem).toBe(true);
        }
      }),
      {
        seed: SEED,
        numRuns: RUNS,
        endOnFailure: true,
        // The counterexample of a body can be megabytes: report the seed, the path and the failed expectation.
        reporter: (run) => {
          if (!run.failed) return;
          const message = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
          throw new Error(`fuzz failed (replay: FUZZ_SEED=${run.seed}, path ${run.counterexamplePath}): ${message}`);
        },
      },
    );
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([code, count]) => `${code}×${count}`);
    console.info(
      `fuzz: ${RUNS} requests, seed ${SEED}; ${histogram.join(' ')}; slowest ${slowest.ms} ms (${slowest.what})`,
    );
    expect(operations.map(operationName).filter((name) => !drawn.has(name))).toEqual([]);
    // Not all refused at the door: part of the run reached the services and was accepted.
    expect([...statuses.keys()].some((code) => code < 300)).toBe(true);
  }, 600_000);

  it('leaves every service SERVING and the normal order path working', async () => {
    const health = await request(stack.app).get('/api/health');
    const fresh = await createOrder();
    const status = await request(stack.app)
      .get(`/api/clientes/${fresh.id}/payment-status`)
      .set('X-Order-Token', fresh.token);

    expect(health.status).toBe(200);
    expect(Object.values(health.body.services)).toEqual(Array(7).fill('SERVING'));
    expect(status.status).toBe(200);
  });
});
