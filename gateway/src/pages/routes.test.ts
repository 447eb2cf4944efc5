import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Ritual } from '@ritual/proto/ritual/v1/catalog';
import { SiteSettings, ThemeConfig } from '@ritual/proto/ritual/v1/site_config';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from './page-data.js';
import { ritualImagePath, ritualImageText } from './pages.js';
import { pageRoutes } from './routes.js';

const site = SiteSettings.fromPartial({ site_name: 'Casa das Velas', browser_title: 'Casa das Velas' });
const theme = ThemeConfig.fromPartial({
  theme: { colors: {}, gradients: { hero: 'linear-gradient(135deg, #1b0f8b 0%, #2d14c7 100%)' } },
});

const ritualWith = (slug: string, imageUrl: string) =>
  ({ name: 'Banho de Rosas', slug, price: '50.00', image_url: imageUrl, updated_at: '' }) as Ritual;

/** The mean red and blue of a JPEG: a red photo under the text, or the blue gradient. */
async function redAndBlue(jpeg: Buffer): Promise<{ red: number; blue: number }> {
  const { channels } = await sharp(jpeg).stats();
  return { red: channels[0]!.mean, blue: channels[2]!.mean };
}

const binary = (response: request.Response) => response.body as Buffer;

describe('share image routes', () => {
  let photoServer: Server;
  let photoUrl: string;
  const rituals = new Map<string, Ritual>();
  const data: PageData = {
    site: async () => site,
    theme: async () => theme,
    ritual: async (slug) => rituals.get(slug),
    rituals: async () => [...rituals.values()],
  };

  beforeAll(async () => {
    const red = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    photoServer = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(red));
    await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
    photoUrl = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}/foto.png`;
    rituals.set('com-foto', ritualWith('com-foto', photoUrl));
  });

  afterAll(() => new Promise((resolve) => photoServer.close(resolve)));

  const imageOf = (app: express.Express, slug: string) => {
    const path = ritualImagePath(ritualImageText({ site, theme }, rituals.get(slug)!), slug);
    return request(app)
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  };

  it("draws the ritual's own photo under the text when it has one", async () => {
    const app = express().use(pageRoutes(data, { photoFilter: { allowIPAddressList: ['127.0.0.1'] } }));

    const response = await imageOf(app, 'com-foto');
    const colour = await redAndBlue(binary(response));

    expect(response.status).toBe(200);
    expect(colour.red).toBeGreaterThan(colour.blue);
  });

  it('refuses a photo at an address inside the network and draws the gradient instead', async () => {
    const app = express().use(pageRoutes(data));

    const response = await imageOf(app, 'com-foto');
    const colour = await redAndBlue(binary(response));

    expect(response.status).toBe(200);
    expect(colour.blue).toBeGreaterThan(colour.red);
  });

  it('answers an outdated version with the current image for minutes, not a year, and an unknown slug 404', async () => {
    const app = express().use(pageRoutes(data));

    const outdated = await request(app).get('/og/versao-antiga/ritual/com-foto.jpg');
    const unknown = await request(app).get('/og/versao/ritual/nao-existe.jpg');

    expect([outdated.status, outdated.headers['cache-control']]).toEqual([200, 'public, max-age=300']);
    expect(unknown.status).toBe(404);
  });
});
