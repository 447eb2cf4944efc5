import { createLogger } from '@ritual/runtime';
import express, { type Request, Router } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';
import { formBody, jsonBody, singleFile } from './body.js';
import { errorHandler } from './errors.js';
import { BAD_HEADER, BAD_URL_ENCODING, BAD_URL_TEXT, rejectUnsafeUrlAndHeaders } from './input-guard.js';

// No service listens at these addresses: every answer below comes from the gateway's edge.
const clients = createServiceClients(loadGatewayConfig({}));
const app = createApp({
  logger: createLogger('test', 'silent'),
  clients,
  health: Router(),
  trustProxy: 'loopback',
  isProduction: false,
});
const echo = express()
  .post('/json', jsonBody, (req, res) => res.json(req.body))
  .post('/form', ...formBody, (req, res) => res.json(req.body))
  .post('/file', singleFile('file', 1024, 'grande demais'), (req, res) => res.json({ name: req.file?.originalname }))
  .use(errorHandler(createLogger('test', 'silent')));

afterAll(() => closeServiceClients(clients));

describe('the edge check of paths, queries and headers', () => {
  it.each([
    ['/api/ritual/%00', BAD_URL_TEXT],
    ['/api/ritual/%E0%A4%A', BAD_URL_ENCODING],
    ['/api/ritual/%FF', BAD_URL_ENCODING],
    ['/api/ritual/%ED%A0%80', BAD_URL_ENCODING],
    ['/api/ritual/a%0Ab', BAD_URL_TEXT],
    ['/api/rituais?busca=%1B', BAD_URL_TEXT],
    ['/api/rituais?busca=%', BAD_URL_ENCODING],
    ['/api/rituais?%00=1', BAD_URL_TEXT],
    ['/qualquer/%E0%A4%A', BAD_URL_ENCODING],
  ])('answers %s with 400 and a pt-BR detail', async (path, detail) => {
    const response = await request(app).get(path);

    expect([response.status, response.body]).toEqual([400, { detail }]);
  });

  it('lets well-formed accented paths and queries through to routing', async () => {
    const response = await request(app).get('/api/nao-existe/a%C3%A7%C3%A3o?busca=S%C3%A3o+Jo%C3%A3o');

    expect([response.status, response.body]).toEqual([404, { detail: 'Rota não encontrada' }]);
  });

  it('refuses a header value carrying a control character (defence behind the HTTP parser)', () => {
    const req = { originalUrl: '/api/rituais', rawHeaders: ['X-Order-Token', 'abc\u001bdef'] } as unknown as Request;

    expect(() => rejectUnsafeUrlAndHeaders(req, {} as never, () => {})).toThrow(BAD_HEADER);
  });
});

describe('the edge check of bodies', () => {
  it('refuses a JSON text with NUL or a lone surrogate and names the field', async () => {
    const nul = await request(echo)
      .post('/json')
      .send({ form_data: { nome: 'Ana\u0000' } });
    const surrogate = await request(echo)
      .post('/json')
      .set('Content-Type', 'application/json')
      .send('{"nome":"\\ud800"}');

    expect(nul.status).toBe(400);
    expect(nul.body.detail).toBe(
      'Texto inválido no corpo da requisição (campo "form_data.nome"): caracteres de controle ou codificação inválida não são aceitos',
    );
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.detail).toContain('campo "nome"');
  });

  it('keeps line breaks and tabs of a text area', async () => {
    const response = await request(echo).post('/json').send({ descricao: 'linha 1\r\n\tlinha 2' });

    expect([response.status, response.body]).toEqual([200, { descricao: 'linha 1\r\n\tlinha 2' }]);
  });

  it('refuses JSON bytes that are not UTF-8, prototype keys and absurd nesting', async () => {
    const latin1 = await request(echo)
      .post('/json')
      .set('Content-Type', 'application/json')
      .serialize((body) => body)
      .send(Buffer.from('{"nome":"S\xe3o"}', 'latin1'));
    const proto = await request(echo)
      .post('/json')
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"is_admin":true}}');
    const deep = await request(echo)
      .post('/json')
      .set('Content-Type', 'application/json')
      .send(`${'['.repeat(50_000)}${']'.repeat(50_000)}`);

    expect([latin1.status, latin1.body]).toEqual([400, { detail: 'Corpo da requisição não está em UTF-8 válido' }]);
    expect([proto.status, proto.body.detail]).toEqual([
      400,
      'Nome de campo não permitido no corpo da requisição (campo "__proto__")',
    ]);
    expect(deep.status).toBe(400);
    expect(deep.body.detail).toMatch(/^Estrutura aninhada demais/);
  });

  it('answers a broken multipart body and an unknown charset with 4xx and a detail, never 500', async () => {
    const truncated = await request(echo)
      .post('/form')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalor');
    const noBoundary = await request(echo).post('/file').set('Content-Type', 'multipart/form-data').send('x');
    const charset = await request(echo)
      .post('/json')
      .set('Content-Type', 'application/json; charset=ebcdic')
      .send('{}');

    expect([truncated.status, truncated.body]).toEqual([400, { detail: 'Envio multipart inválido' }]);
    expect([noBoundary.status, noBoundary.body]).toEqual([400, { detail: 'Envio multipart inválido' }]);
    expect([charset.status, charset.body]).toEqual([415, { detail: 'Tipo de conteúdo ou codificação não suportados' }]);
  });

  it('refuses an uploaded file name with a control character and keeps an accented one', async () => {
    const bad = await request(echo)
      .post('/file')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send(
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8\'\'recibo%07.png\r\n\r\nx\r\n--XYZ--\r\n',
      );
    const good = await request(echo).post('/file').attach('file', Buffer.from('x'), 'comprovante São João.png');

    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^Nome de arquivo inválido/);
    expect([good.status, good.body]).toEqual([200, { name: 'comprovante São João.png' }]);
  });

  it('checks form fields posted urlencoded', async () => {
    const response = await request(echo).post('/form').type('form').send('cor=azul%00');

    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('campo "cor"');
  });
});
