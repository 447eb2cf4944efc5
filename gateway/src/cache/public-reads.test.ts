import express from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.js';
import { invalidateOnWrite, servePublicReads, weekdayIn } from './public-reads.js';

/** A gateway-shaped app whose "service" is a counter, so a test sees which reads reached it. */
function appWith(cache: PublicCache) {
  const calls: string[] = [];
  let siteName = 'Loja A';
  let featured: string | undefined;
  const app = express();
  app.use('/api', servePublicReads(cache, { timeZone: 'America/Sao_Paulo' }), invalidateOnWrite(cache));
  app.get('/api/site-config', (req, res) => {
    calls.push(req.path);
    res.json({ site_name: siteName });
  });
  app.get('/api/ritual/:slug', (req, res) => {
    calls.push(req.path);
    if (req.params.slug === 'missing') res.status(404).json({ detail: 'Ritual não encontrado' });
    else res.json({ slug: req.params.slug });
  });
  app.get('/api/ritual-destaque', (req, res) => {
    calls.push(req.path);
    if (featured) res.json({ slug: featured });
    else res.status(404).json({ detail: 'Nenhum ritual em destaque hoje' });
  });
  app.put('/api/rituais/:id/destaque', (_req, res) => {
    featured = 'banho-de-ervas';
    res.json({ featured_day: 1 });
  });
  app.get('/api/rituais', (req, res) => {
    calls.push(req.path);
    res.json(req.headers.authorization ? [{ id: 1, active: false }] : [{ id: 2 }]);
  });
  app.put('/api/site-config', (_req, res) => {
    siteName = 'Loja B';
    res.json({ site_name: siteName });
  });
  app.put('/api/rituais/:id', (_req, res) => {
    res.status(422).json({ detail: 'inválido' });
  });
  return { app, calls, setSiteName: (name: string) => (siteName = name) };
}

describe('public reads from the gateway memory', () => {
  let now: number;
  let cache: PublicCache;

  beforeEach(() => {
    now = 1_000_000;
    cache = new PublicCache({ ttlMs: 30_000, now: () => now });
  });

  it('second read of the same resource is answered without calling the service, with the same bytes and ETag', async () => {
    const { app, calls } = appWith(cache);

    const first = await request(app).get('/api/site-config');
    const second = await request(app).get('/api/site-config');

    expect(calls).toEqual(['/api/site-config']);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toEqual({ site_name: 'Loja A' });
  });

  it('If-None-Match with the current ETag answers 304 without a body; a stale one gets the body', async () => {
    const { app } = appWith(cache);
    const { headers } = await request(app).get('/api/site-config');

    const notModified = await request(app).get('/api/site-config').set('If-None-Match', `W/"x", ${headers.etag}`);
    const stale = await request(app).get('/api/site-config').set('If-None-Match', '"other"');

    expect([notModified.status, notModified.text]).toEqual([304, '']);
    expect(stale.status).toBe(200);
  });

  it('a successful admin write drops the group, so the next read shows the change', async () => {
    const { app } = appWith(cache);
    await request(app).get('/api/site-config');

    await request(app).put('/api/site-config').send({});
    const after = await request(app).get('/api/site-config');

    expect(after.body).toEqual({ site_name: 'Loja B' });
  });

  it('a failed write keeps the entries', async () => {
    const { app, calls } = appWith(cache);
    await request(app).get('/api/ritual/amor');

    await request(app).put('/api/rituais/1').send({});
    await request(app).get('/api/ritual/amor');

    expect(calls).toEqual(['/api/ritual/amor']);
  });

  it('an entry older than the time to live is read again from the service', async () => {
    const { app, calls, setSiteName } = appWith(cache);
    await request(app).get('/api/site-config');
    setSiteName('Loja C');

    now += 30_001;
    const after = await request(app).get('/api/site-config');

    expect(calls).toHaveLength(2);
    expect(after.body).toEqual({ site_name: 'Loja C' });
  });

  it('errors are not kept: an unknown slug reaches the service every time', async () => {
    const { app, calls } = appWith(cache);

    const answers = [await request(app).get('/api/ritual/missing'), await request(app).get('/api/ritual/missing')];

    expect(answers.map((answer) => answer.status)).toEqual([404, 404]);
    expect(calls).toHaveLength(2);
  });

  it('no featured ritual today is kept like an answer, without a validator, until a ritual write', async () => {
    const { app, calls } = appWith(cache);

    const absent = [await request(app).get('/api/ritual-destaque'), await request(app).get('/api/ritual-destaque')];
    const revalidated = await request(app).get('/api/ritual-destaque').set('If-None-Match', '*');
    await request(app).put('/api/rituais/7/destaque');
    const present = await request(app).get('/api/ritual-destaque');

    expect(absent.map((answer) => [answer.status, answer.body.detail])).toEqual([
      [404, 'Nenhum ritual em destaque hoje'],
      [404, 'Nenhum ritual em destaque hoje'],
    ]);
    expect(absent[1]!.headers.etag).toBeUndefined();
    expect(revalidated.status).toBe(404);
    expect([present.status, present.body]).toEqual([200, { slug: 'banho-de-ervas' }]);
    expect(calls).toEqual(['/api/ritual-destaque', '/api/ritual-destaque']);
  });

  it('a request with credentials bypasses the cache and never fills it', async () => {
    const { app } = appWith(cache);

    const admin = await request(app).get('/api/rituais').set('Authorization', 'Bearer x');
    const anonymous = await request(app).get('/api/rituais');

    expect(admin.body).toEqual([{ id: 1, active: false }]);
    expect(anonymous.body).toEqual([{ id: 2 }]);
  });

  it('a fill that started before an invalidation is sent but not stored', () => {
    const generation = cache.generation('catalog');
    cache.invalidate('catalog');

    cache.set('catalog', '/rituais', generation, '[]');

    expect(cache.get('/rituais')).toBeUndefined();
  });
});

describe('weekdayIn', () => {
  it('turns to the next day at midnight in the store time zone, not at midnight UTC', () => {
    let now = Date.parse('2026-11-24T02:59:30Z'); // Monday 23:59:30 in São Paulo (UTC-3), Tuesday in UTC
    const weekday = weekdayIn('America/Sao_Paulo', () => now);

    const monday = weekday();
    now += 20_000;
    const stillMonday = weekday();
    now += 20_000;
    const tuesday = weekday();

    expect([monday, stillMonday, tuesday]).toEqual([1, 1, 2]);
  });
});
