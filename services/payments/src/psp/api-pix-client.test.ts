import { readFileSync } from 'node:fs';
import { type PspSimulator, startPspSimulator } from '@ritual/psp-simulator';
import { makeTestCertificates, type TestCertificates } from '@ritual/psp-simulator/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPixClient, PspError } from './api-pix-client.js';

const CREDENTIALS = { clientId: 'loja-teste', clientSecret: 'segredo-do-cliente' };
const TXID = 'Pedido00000000000000000001A';
const COB = {
  calendario: { expiracao: 3600 },
  valor: { original: '49.90' },
  chave: 'loja@example.com',
  solicitacaoPagador: 'Ritual do Amor',
};

const pay = async (simulator: PspSimulator, txid: string, body: object = { dropWebhook: true }) => {
  const response = await fetch(`${simulator.origin}/sim/cob/${txid}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { endToEndId: string; horario: string };
};

describe('ApiPixClient against the PSP simulator over plain http', () => {
  let simulator: PspSimulator;
  let client: ApiPixClient;

  beforeAll(async () => {
    simulator = await startPspSimulator({ ...CREDENTIALS, tokenTtlSeconds: 3600 });
    client = new ApiPixClient({ apiUrl: simulator.apiUrl, tokenUrl: simulator.tokenUrl, ...CREDENTIALS, pageSize: 2 });
  });

  afterAll(async () => {
    await client?.close();
    await simulator?.stop();
  });

  it('creates a cob once per txid: a repeated PUT answers the same charge, still ATIVA', async () => {
    const first = await client.putCob(TXID, COB);
    const again = await client.putCob(TXID, COB);

    expect(first).toMatchObject({ txid: TXID, status: 'ATIVA', valor: { original: '49.90' }, chave: COB.chave });
    expect(first.pixCopiaECola).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(again.location).toBe(first.location);
    expect(again.pixCopiaECola).toBe(first.pixCopiaECola);
    expect((await client.getCob(TXID)).status).toBe('ATIVA');
  });

  it('reuses one token for many calls until it is near expiry', async () => {
    const before = simulator.tokensIssued();
    await Promise.all([client.getCob(TXID), client.getCob(TXID), client.getCob(TXID)]);
    await client.getCob(TXID);

    expect(simulator.tokensIssued() - before).toBe(0);
  });

  it('reads the paid charge as CONCLUIDA with its Pix, and the Pix by its end-to-end id', async () => {
    const txid = 'Pedido00000000000000000002B';
    await client.putCob(txid, COB);
    const paid = await pay(simulator, txid);

    const cob = await client.getCob(txid);
    const pix = await client.getPix(paid.endToEndId);

    expect(cob.status).toBe('CONCLUIDA');
    expect(cob.pix?.map((entry) => entry.endToEndId)).toEqual([paid.endToEndId]);
    expect(pix).toMatchObject({ endToEndId: paid.endToEndId, txid, valor: '49.90' });
  });

  it('lists every Pix of a period across pages', async () => {
    const since = new Date(Date.now() - 1000);
    const txids = ['Pedido00000000000000000003C', 'Pedido00000000000000000004D', 'Pedido00000000000000000005E'];
    const paid: string[] = [];
    for (const txid of txids) {
      await client.putCob(txid, COB);
      paid.push((await pay(simulator, txid)).endToEndId);
    }

    const listed = await client.listPix(since, new Date(Date.now() + 1000));

    expect(listed.map((pix) => pix.endToEndId)).toEqual(expect.arrayContaining(paid));
    expect(listed.length).toBeGreaterThanOrEqual(3);
  });

  it('refunds the full amount once however often the same devolucao id is sent', async () => {
    const txid = 'Pedido00000000000000000006F';
    await client.putCob(txid, COB);
    const { endToEndId } = await pay(simulator, txid);

    const first = await client.putDevolucao(endToEndId, 'D6', '49.90');
    const again = await client.putDevolucao(endToEndId, 'D6', '49.90');
    const more = client.putDevolucao(endToEndId, 'D7', '0.01');

    expect(first).toMatchObject({ id: 'D6', valor: '49.90', status: 'EM_PROCESSAMENTO' });
    expect(again.rtrId).toBe(first.rtrId);
    await expect(more).rejects.toMatchObject({ status: 400, problemType: 'PixDevolucaoInvalida' });
  });

  it('turns a PSP problem into a PspError with its type', async () => {
    const missing = client.getCob('Inexistente000000000000000000');
    const badTxid = client.putCob('curto', COB);

    await expect(missing).rejects.toBeInstanceOf(PspError);
    await expect(missing).rejects.toMatchObject({ status: 404, problemType: 'CobNaoEncontrado' });
    await expect(badTxid).rejects.toMatchObject({ status: 400, problemType: 'CobOperacaoInvalida' });
  });

  it('fails the token request with wrong client credentials', async () => {
    const intruder = new ApiPixClient({
      apiUrl: simulator.apiUrl,
      tokenUrl: simulator.tokenUrl,
      clientId: CREDENTIALS.clientId,
      clientSecret: 'errado',
    });

    await expect(intruder.getCob(TXID)).rejects.toMatchObject({ status: 401 });
    await intruder.close();
  });

  it('fetches a fresh token once the cached one is within its expiry margin', async () => {
    let now = Date.now();
    const clocked = new ApiPixClient({
      apiUrl: simulator.apiUrl,
      tokenUrl: simulator.tokenUrl,
      ...CREDENTIALS,
      now: () => now,
    });
    const before = simulator.tokensIssued();
    await clocked.getCob(TXID);
    now += 3600_000 - 31_000;
    await clocked.getCob(TXID);
    now += 2_000;
    await clocked.getCob(TXID);

    expect(simulator.tokensIssued() - before).toBe(2);
    await clocked.close();
  });
});

describe('ApiPixClient over mutual TLS', () => {
  let certificates: TestCertificates;
  let simulator: PspSimulator;

  beforeAll(async () => {
    certificates = makeTestCertificates();
    simulator = await startPspSimulator({
      ...CREDENTIALS,
      tls: { ...certificates.server, ca: certificates.ca },
    });
  });

  afterAll(async () => {
    await simulator?.stop();
    certificates?.remove();
  });

  const clientWith = (certificate: ConstructorParameters<typeof ApiPixClient>[0]['certificate']) =>
    new ApiPixClient({ apiUrl: simulator.apiUrl, tokenUrl: simulator.tokenUrl, ...CREDENTIALS, certificate });

  it('talks to the PSP with a PEM certificate and key', async () => {
    const client = clientWith({
      kind: 'pem',
      cert: readFileSync(certificates.client.certFile),
      key: readFileSync(certificates.client.keyFile),
      ca: certificates.ca,
    });

    await expect(client.putCob(TXID, COB)).resolves.toMatchObject({ txid: TXID, status: 'ATIVA' });
    await client.close();
  });

  it('talks to the PSP with a PKCS#12 bundle and its passphrase', async () => {
    const client = clientWith({
      kind: 'pkcs12',
      pfx: readFileSync(certificates.client.pfxFile),
      passphrase: certificates.client.passphrase,
      ca: certificates.ca,
    });

    await expect(client.getCob(TXID)).resolves.toMatchObject({ txid: TXID });
    await client.close();
  });

  it('is refused by the PSP with a certificate it did not issue', async () => {
    const client = clientWith({
      kind: 'pem',
      cert: readFileSync(certificates.stranger.certFile),
      key: readFileSync(certificates.stranger.keyFile),
      ca: certificates.ca,
    });

    await expect(client.getCob(TXID)).rejects.toThrow();
    await client.close();
  });
});
