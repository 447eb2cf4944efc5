import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { type PageHeads, serveWeb } from './web.js';

const dist = mkdtempSync(join(tmpdir(), 'ritual-web-dist-'));
mkdirSync(join(dist, 'assets'));
const script = `export const value = ${JSON.stringify('ritual '.repeat(500))};\n`;
writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
// The web build writes .br and .gz beside each asset (web/vite.config.ts); these say which bytes were sent.
const built = 'export const value = "comprimido na build";\n';
writeFileSync(join(dist, 'assets', 'built-abc123.js'), built.replace('na build', 'aqui'));
writeFileSync(join(dist, 'assets', 'built-abc123.js.br'), brotliCompressSync(built));
writeFileSync(join(dist, 'assets', 'built-abc123.js.gz'), gzipSync(built));
writeFileSync(join(dist, 'assets', 'photo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
// The two shells the web build writes (web/vite.config.ts): each preloads the code its first screen needs.
const homePreload = '<link rel="modulepreload" crossorigin href="/assets/home-page-abc123.js">';
const ritualPreload = '<link rel="preload" as="style" crossorigin href="/assets/ritual-order-page-abc123.css">';
const adminPreload = '<link rel="modulepreload" crossorigin href="/assets/admin-app-abc123.js">';
writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>app</title>\n  </head>');
// The <head> lines of each public page's own code, by route pattern (web/vite.config.ts).
writeFileSync(
  join(dist, 'public-pages.json'),
  JSON.stringify({ '/': `    ${homePreload}\n`, '/ritual/:slug': `    ${ritualPreload}\n` }),
);
writeFileSync(join(dist, 'admin.html'), `<!doctype html><head><title>app</title>${adminPreload}\n  </head>`);
// The <head> lines of each admin screen's own code, by route pattern (web/vite.config.ts).
const clientesPreload = '    <link rel="modulepreload" crossorigin href="/assets/clientes-page-abc123.js">\n';
const editorPreload = '    <link rel="modulepreload" crossorigin href="/assets/ritual-editor-page-abc123.js">\n';
writeFileSync(
  join(dist, 'admin-screens.json'),
  JSON.stringify({ '/admin/clientes': clientesPreload, '/admin/rituais/:id/editar': editorPreload }),
);
const app = express().use(serveWeb(dist));

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serveWeb', () => {
  it('sends hashed scripts brotli-compressed to a browser that accepts br, cached for a year', async () => {
    const response = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBeLessThan(script.length / 5);
    // supertest inflates brotli by itself.
    expect(response.text).toBe(script);
  });

  it("sends the build's own .br and .gz of an asset rather than compressing it again", async () => {
    const br = await request(app).get('/assets/built-abc123.js').set('Accept-Encoding', 'br');
    const gz = await request(app).get('/assets/built-abc123.js').set('Accept-Encoding', 'gzip');

    expect([br.headers['content-encoding'], br.text]).toEqual(['br', built]);
    expect([gz.headers['content-encoding'], gz.text]).toEqual(['gzip', built]);
  });

  it('sends gzip to a browser that accepts only gzip, and plain bytes to one that accepts neither', async () => {
    const zipped = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBeLessThan(script.length / 5);
    // supertest inflates gzip by itself.
    expect(zipped.text).toBe(script);

    const plain = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('leaves images, missing assets and paths outside the assets alone', async () => {
    const image = await request(app).get('/assets/photo-abc123.png').set('Accept-Encoding', 'br');
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();

    expect((await request(app).get('/assets/nope.js').set('Accept-Encoding', 'br')).status).toBe(404);
    expect((await request(app).get('/assets/..%2Findex.html').set('Accept-Encoding', 'br')).status).not.toBe(500);
    const page = await request(app).get('/qualquer/rota').set('Accept-Encoding', 'br');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>app</title>');
  });

  it('sends /admin paths the shell that preloads the admin code, not the home page', async () => {
    for (const path of ['/admin', '/admin/clientes']) {
      const page = await request(app).get(path);

      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).toContain(adminPreload);
      expect(page.text).not.toContain('home-page');
    }
  });

  it("adds the preloads of an admin screen's own code to the shell sent for its route, and only for it", async () => {
    const clientes = await request(app).get('/admin/clientes');
    const withSlash = await request(app).get('/admin/clientes/');
    const editor = await request(app).get('/admin/rituais/42/editar');
    const dashboard = await request(app).get('/admin');
    const noScreen = await request(app).get('/admin/rituais//editar');

    expect(clientes.text).toContain(`${clientesPreload}  </head>`);
    expect(clientes.text).toContain(adminPreload);
    expect(clientes.text).not.toContain('ritual-editor-page');
    expect(withSlash.text).toBe(clientes.text);
    expect(editor.text).toContain(editorPreload);
    expect(editor.text).not.toContain('clientes-page');
    for (const page of [dashboard, noScreen]) expect(page.text).not.toMatch(/clientes-page|ritual-editor-page/);
    expect(new Set([clientes, editor, dashboard].map((page) => page.headers.etag)).size).toBe(3);
  });

  it("sends each public path the shell that preloads its own page's code only, never the admin code", async () => {
    const pages = await Promise.all(
      ['/', '/ritual/banho-de-ervas', '/administrar'].map((path) => request(app).get(path)),
    );
    const [home, ritual, other] = pages;

    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).not.toContain('admin-app');
    }
    expect(home!.text).toContain(`${homePreload}\n  </head>`);
    expect(home!.text).not.toContain('ritual-order-page');
    expect(ritual!.text).toContain(ritualPreload);
    expect(ritual!.text).not.toContain('home-page');
    expect(other!.text).not.toMatch(/home-page|ritual-order-page/);
  });

  it('answers a revalidation of an unchanged shell with 304', async () => {
    const adminTag = String((await request(app).get('/admin/clientes')).headers.etag);
    const publicTag = String((await request(app).get('/')).headers.etag);

    const again = await request(app).get('/admin/clientes').set('If-None-Match', adminTag);
    const otherShell = await request(app).get('/').set('If-None-Match', adminTag);

    expect(again.status).toBe(304);
    expect(otherShell.status).toBe(200);
    expect(publicTag).not.toBe(adminTag);
  });
});

describe('serveWeb with server-rendered page heads', () => {
  const marked = mkdtempSync(join(tmpdir(), 'ritual-web-marked-'));
  const buildHead = '    <!--page-head-->\n    <title>Título da build</title>\n    <!--/page-head-->\n';
  writeFileSync(join(marked, 'index.html'), `<!doctype html>\n<html>\n  <head>\n${buildHead}  </head>\n</html>\n`);
  writeFileSync(join(marked, 'admin.html'), `<!doctype html>\n<html>\n  <head>\n${buildHead}  </head>\n</html>\n`);
  writeFileSync(join(marked, 'public-pages.json'), JSON.stringify({ '/ritual/:slug': `    ${ritualPreload}\n` }));
  const heads: PageHeads = async (req) => {
    if (req.path === '/ritual/antigo') return { redirect: '/ritual/novo?x=1' };
    if (req.path === '/ritual/nenhum') return { status: 404, head: '    <title>Loja</title>\n' };
    if (req.path === '/fora-do-ar') throw new Error('catálogo fora do ar');
    return { status: 200, head: `    <title>Página ${req.path}</title>\n` };
  };
  const withHeads = express().use(serveWeb(marked, heads));

  afterAll(() => rmSync(marked, { recursive: true, force: true }));

  it("puts each public page's head in place of the build's, with the status and a tag of its own", async () => {
    const home = await request(withHeads).get('/');
    const ritual = await request(withHeads).get('/ritual/novo');
    const missing = await request(withHeads).get('/ritual/nenhum');

    expect(home.text).toBe('<!doctype html>\n<html>\n  <head>\n    <title>Página /</title>\n  </head>\n</html>\n');
    expect(ritual.text).toContain(`<title>Página /ritual/novo</title>\n    ${ritualPreload}\n  </head>`);
    expect([missing.status, missing.text.includes('<title>Loja</title>')]).toEqual([404, true]);
    expect(home.headers.etag).not.toBe(ritual.headers.etag);
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it("redirects permanently where the page says, and sends the build's head when the page data fails", async () => {
    const moved = await request(withHeads).get('/ritual/antigo');
    const failed = await request(withHeads).get('/fora-do-ar');

    expect([moved.status, moved.headers.location]).toEqual([301, '/ritual/novo?x=1']);
    expect([failed.status, failed.text.includes('<title>Título da build</title>')]).toEqual([200, true]);
  });

  it("keeps the admin panel's shell out of search engines", async () => {
    const panel = await request(withHeads).get('/admin/clientes');

    expect(panel.text).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(panel.text).toContain('<title>Título da build</title>');
  });
});
