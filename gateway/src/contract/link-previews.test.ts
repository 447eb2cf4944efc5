import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractStack, startStack } from '../testing/contract-stack.js';
import { type ParsedHead, parseHead } from '../testing/page-head.js';

/** The two link-preview crawlers the store's links are shared to; neither runs scripts. */
const CRAWLERS = ['WhatsApp/2.23.20.0 A', 'facebookexternalhit/1.1'];
const HEAD_LIMIT_BYTES = 300 * 1024;
const IMAGE_LIMIT_BYTES = 300 * 1024;

/** A built web app as far as the server cares: the shell with the region for each page's head (web/index.html). */
const SHELL =
  '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <meta charset="UTF-8" />\n    <!--page-head-->\n' +
  '    <title>Rituais Espirituais</title>\n    <!--/page-head-->\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

const OG_TAGS = [
  'og:type',
  'og:site_name',
  'og:locale',
  'og:url',
  'og:title',
  'og:description',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:type',
  'og:image:alt',
  'twitter:card',
];

describe('server-rendered heads and share images for link previews, on the real stack', () => {
  let stack: ContractStack;
  let admin: { Authorization: string };
  let dist: string;
  const site = {
    site_name: 'Rituais Ação & Luz',
    browser_title: 'Rituais Ação & Luz · Rituais com PIX',
    site_description: 'Rituais espirituais personalizados, pagos por PIX e entregues pelo WhatsApp.',
    contact_phone: '',
    contact_email: '',
    contact_whatsapp: '',
    about_text: '',
    footer_text: '',
    social_instagram: 'https://instagram.com/rituaisacaoeluz',
    social_facebook: '',
    social_tiktok: '',
  };

  const page = (path: string, userAgent = CRAWLERS[0]!) =>
    request(stack.url).get(path).set('User-Agent', userAgent).redirects(0);

  async function headOf(path: string, userAgent?: string): Promise<ParsedHead> {
    const response = await page(path, userAgent);
    expect(response.status).toBe(200);
    return parseHead(response.text);
  }

  const createRitual = async (fields: Record<string, unknown>) => {
    const created = await request(stack.url)
      .post('/api/rituais')
      .set(admin)
      .send({ commission_type: 'fixed', commission_value: '5', description: '', ...fields });
    expect([created.status, created.body.detail]).toEqual([201, undefined]);
    return created.body as { id: number; slug: string; name: string };
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ritual-web-shell-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    stack = await startStack({ webDist: dist });
    admin = { Authorization: `Bearer ${await stack.adminToken()}` };
    const saved = await request(stack.url).put('/api/site-config').set(admin).send(site);
    expect(saved.status).toBe(200);
  });

  afterAll(async () => {
    await stack?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it("gives / the store's title, description, Open Graph tags and Organization/WebSite JSON-LD, for both crawlers", async () => {
    for (const crawler of CRAWLERS) {
      const response = await page('/', crawler);
      const head = parseHead(response.text);

      expect(response.status).toBe(200);
      expect(response.text.indexOf('</head>')).toBeLessThan(HEAD_LIMIT_BYTES);
      expect(head.title).toBe(site.browser_title);
      expect(head.meta.description).toBe(site.site_description);
      expect(head.canonical).toBe(`${stack.url}/`);
      for (const tag of OG_TAGS) expect(head.meta[tag], tag).toBeTruthy();
      expect(head.meta).toMatchObject({
        'og:type': 'website',
        'og:site_name': site.site_name,
        'og:locale': 'pt_BR',
        'og:url': `${stack.url}/`,
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:type': 'image/jpeg',
        'twitter:card': 'summary_large_image',
      });
      expect(head.meta['og:image']).toMatch(new RegExp(`^${stack.url}/og/[\\w-]+/home\\.jpg$`));
      expect(head.meta.robots).toBeUndefined();
      expect(head.jsonLd.map((object) => object['@type'])).toEqual(['Organization', 'WebSite']);
      expect(head.data['site-config-data']).toMatchObject({ site_name: site.site_name });
      expect(head.jsonLd[0]).toMatchObject({
        name: site.site_name,
        url: `${stack.url}/`,
        sameAs: [site.social_instagram],
      });
    }
  });

  it("gives /ritual/{slug} the ritual's name, price-first description, product tags and Product/Offer JSON-LD", async () => {
    const ritual = await createRitual({
      name: 'Ritual da Prosperidade',
      price: '97.00',
      description: 'Abre os caminhos do dinheiro com ervas, velas e orações feitas na lua cheia por nossa equipe.',
    });

    for (const crawler of CRAWLERS) {
      const response = await page(`/ritual/${ritual.slug}`, crawler);
      const head = parseHead(response.text);
      const url = `${stack.url}/ritual/ritual-da-prosperidade`;

      expect(response.status).toBe(200);
      expect(head.title).toBe('Ritual da Prosperidade · Rituais Ação & Luz');
      expect(head.meta.description).toMatch(/^R\$ 97,00 · Abre os caminhos do dinheiro/);
      expect(head.meta.description!.length).toBeLessThanOrEqual(80);
      expect(head.canonical).toBe(url);
      for (const tag of OG_TAGS) expect(head.meta[tag], tag).toBeTruthy();
      expect(head.meta).toMatchObject({
        'og:type': 'product',
        'og:title': 'Ritual da Prosperidade',
        'og:url': url,
        'product:price:amount': '97.00',
        'product:price:currency': 'BRL',
        'product:availability': 'in stock',
      });
      expect(head.meta['og:image']).toMatch(
        new RegExp(`^${stack.url}/og/[\\w-]+/ritual/ritual-da-prosperidade\\.jpg$`),
      );
      const [product] = head.jsonLd as Array<{ '@type': string; name: string; offers: Record<string, string> }>;
      expect(product).toMatchObject({ '@type': 'Product', name: 'Ritual da Prosperidade', url });
      expect(Number(product!.offers.price)).toBeGreaterThan(0);
      expect(product!.offers).toMatchObject({
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        url,
      });
    }
  });

  it('gives /registro/{slug} the preview, noindex and the ritual page as canonical', async () => {
    const ritual = await createRitual({ name: 'Banho de Descarrego', price: '45.50' });

    for (const crawler of CRAWLERS) {
      const head = await headOf(`/registro/${ritual.slug}`, crawler);

      expect(head.meta.robots).toMatch(/noindex/);
      expect(head.canonical).toBe(`${stack.url}/ritual/banho-de-descarrego`);
      expect(head.meta['og:url']).toBe(`${stack.url}/ritual/banho-de-descarrego`);
      expect(head.meta['og:title']).toBe('Banho de Descarrego');
      expect(head.meta.description).toMatch(/^R\$ 45,50 · /);
    }
  });

  it('marks payment, thank-you and admin pages noindex with nothing but the store on them', async () => {
    for (const path of ['/pagamento', '/obrigado', '/admin', '/admin/clientes']) {
      const head = await headOf(path);

      expect(head.meta.robots, path).toMatch(/noindex/);
      expect(
        Object.keys(head.meta).filter((key) => key.startsWith('og:')),
        path,
      ).toEqual([]);
      expect(head.jsonLd, path).toEqual([]);
    }
  });

  it('answers an unknown or inactive slug 404 with the generic head', async () => {
    const hidden = await createRitual({ name: 'Ritual Escondido', price: '10.00', active: false });

    for (const path of ['/ritual/nao-existe', `/ritual/${hidden.slug}`, `/registro/${hidden.slug}`]) {
      const response = await page(path);
      const head = parseHead(response.text);

      expect(response.status, path).toBe(404);
      expect(head.meta['og:type'], path).toBe('website');
      expect(head.title, path).toBe(site.browser_title);
    }
  });

  it('escapes every value: quotes and tags in a name or a slug never leave their attribute or element', async () => {
    const name = 'Ritual "Amor" </title><script>alert(1)</script> & Cia';
    const ritual = await createRitual({ name, price: '30.00', description: '"/><b>negrito</b> </script>' });

    const response = await page(`/ritual/${ritual.slug}`);
    const head = parseHead(response.text);
    const unknown = await page('/ritual/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');

    expect(head.meta['og:title']).toBe(name);
    expect(head.title).toBe(`${name} · ${site.site_name}`);
    expect((head.jsonLd[0] as { name: string }).name).toBe(name);
    expect(response.text).not.toContain('<script>alert(1)');
    expect(response.text).not.toContain('<b>negrito');
    expect(unknown.status).toBe(404);
    expect(unknown.text).not.toContain('<script>alert(1)');
  });

  it('serves each share image as a 1200×630 JPEG under 300 KB, cached for a year at its versioned URL', async () => {
    const ritual = await createRitual({ name: 'Limpeza Energética Ação', price: '120.00' });
    const images = [(await headOf('/')).meta['og:image']!, (await headOf(`/ritual/${ritual.slug}`)).meta['og:image']!];

    for (const url of images) {
      const response = await request(stack.url)
        .get(new URL(url).pathname)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      const body = response.body as Buffer;
      const metadata = await sharp(body).metadata();

      expect(response.status, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
      expect(body.length).toBeLessThan(IMAGE_LIMIT_BYTES);
    }
  });

  it('after a rename and a new price: the old links answer 301 to the new slug, and the head and image are new', async () => {
    const ritual = await createRitual({ name: 'Ritual do Amor Eterno', price: '97.00' });
    const before = await headOf(`/ritual/${ritual.slug}`);

    const edited = await request(stack.url)
      .put(`/api/rituais/${ritual.id}`)
      .set(admin)
      .send({ ...ritual, name: 'Ritual do Amor Eterno Plus', price: '147.00' });
    const oldPage = await page('/ritual/ritual-do-amor-eterno');
    const oldForm = await page('/registro/ritual-do-amor-eterno?utm_source=whatsapp');
    const after = await headOf('/ritual/ritual-do-amor-eterno-plus');

    expect(edited.status).toBe(200);
    expect([oldPage.status, oldPage.headers.location]).toEqual([301, '/ritual/ritual-do-amor-eterno-plus']);
    expect([oldForm.status, oldForm.headers.location]).toEqual([
      301,
      '/registro/ritual-do-amor-eterno-plus?utm_source=whatsapp',
    ]);
    expect(after.meta['og:title']).toBe('Ritual do Amor Eterno Plus');
    expect(after.meta.description).toMatch(/^R\$ 147,00 · /);
    expect(after.meta['product:price:amount']).toBe('147.00');
    expect(after.meta['og:image']).not.toBe(before.meta['og:image']);
    expect(after.meta['og:image']).toContain('/ritual/ritual-do-amor-eterno-plus.jpg');
  });

  it("shows an admin's site config edit in the next page served", async () => {
    const before = await headOf('/');

    const saved = await request(stack.url)
      .put('/api/site-config')
      .set(admin)
      .send({ ...site, browser_title: 'Casa das Velas · Rituais' });
    const after = await headOf('/');
    await request(stack.url).put('/api/site-config').set(admin).send(site);

    expect(saved.status).toBe(200);
    expect(before.title).toBe(site.browser_title);
    expect(after.title).toBe('Casa das Velas · Rituais');
  });

  it('lists home and every active ritual in /sitemap.xml with lastmod, and robots.txt keeps crawlers out of /admin and the API', async () => {
    const shown = await createRitual({ name: 'Vela de Sete Dias', price: '25.00' });
    const hidden = await createRitual({ name: 'Vela Guardada', price: '25.00', active: false });

    const sitemap = await request(stack.url).get('/sitemap.xml');
    const robots = await request(stack.url).get('/robots.txt');

    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.text).toContain(`<loc>${stack.url}/</loc>`);
    expect(sitemap.text).toMatch(
      new RegExp(
        `<url><loc>${stack.url}/ritual/${shown.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`,
      ),
    );
    expect(sitemap.text).not.toContain(hidden.slug);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain('Disallow: /admin');
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain(`Sitemap: ${stack.url}/sitemap.xml`);
  });
});
