import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { fakeOrder } from '@ritual/orders/testing';
import { parsePix } from 'pix-utils';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  brCodeText,
  buildOrderPix,
  ORDER_WITHOUT_PAYMENT,
  PIX_KEY_NOT_CONFIGURED,
  PIX_KEY_UNUSABLE,
} from './order-pix.js';
import { ORDER_CANCELLED } from './orders.js';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), written here independently of any library. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Top-level EMV fields (id → value), checking that every declared length is the real length. */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    const value = payload.slice(at + 4, at + 4 + length);
    expect(value.length, `field ${id} is cut short`).toBe(length);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

// Published examples with their CRCs: the static QR Code of the Banco Central's "Manual de Padrões para
// Iniciação do Pix" and the full example of its "Manual do BR Code".
const PUBLISHED_PAYLOADS = [
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal' +
    '6008BRASILIA62070503***63041D3D',
  '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO' +
    '011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678' +
    '-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38',
];

const payee = { pixKey: 'loja@exemplo.com.br', merchantName: 'Templo dos Rituais', merchantCity: 'São Paulo' };

/** Everything a bank app checks when it reads our payload back. */
function expectReadable(brcode: string) {
  expect(brcode).toMatch(/^[\x20-\x7e]+$/);
  const fields = emvFields(brcode);
  expect(fields.get('63')).toBe(crc16(brcode.slice(0, -4)));
  expect(getPixPayloadInfo(brcode)).not.toBeNull();
  const parsed = parsePix(brcode);
  expect(parsed).not.toHaveProperty('error');
  return { fields, parsed: parsed as ReturnType<typeof parsePix> & { pixKey: string; txid: string } };
}

describe('CRC16-CCITT of the BR Code', () => {
  it('gives the catalogue check value of CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it.each(PUBLISHED_PAYLOADS)('reproduces the CRC of the published example %#, which both parsers read', (payload) => {
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
    expect(getPixPayloadInfo(payload)).toMatchObject({ key: '123e4567-e12b-12d1-a456-426655440000' });
    expect(parsePix(payload)).toMatchObject({ pixKey: '123e4567-e12b-12d1-a456-426655440000' });
  });

  it('is what the parsers refuse when one character of a published example changes', () => {
    const tampered = PUBLISHED_PAYLOADS[0]!.replace('Fulano', 'Fulana');

    expect(getPixPayloadInfo(tampered)).toBeNull();
  });
});

describe('buildOrderPix', () => {
  it('builds a BR Code that parses back to the key, exact price, order txid and merchant', async () => {
    const pix = await buildOrderPix(fakeOrder({ id: 42, ritual_price: '1234.50' }), payee);

    const { fields, parsed } = expectReadable(pix.brcode);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: 'loja@exemplo.com.br',
      transactionAmount: 1234.5,
      txid: 'PEDIDO42',
      merchantName: 'TEMPLO DOS RITUAIS',
      merchantCity: 'SAO PAULO',
    });
    expect(fields.get('54')).toBe('1234.50');
    expect(pix).toMatchObject({ amount: '1234.50', txid: 'PEDIDO42' });
  });

  it.each([
    ['0.10', '0.10'],
    ['49.9', '49.90'],
    ['9999999999.99', '9999999999.99'],
  ])('writes the price %s as exactly %s', async (price, written) => {
    const pix = await buildOrderPix(fakeOrder({ id: 1, ritual_price: price }), payee);

    expect(expectReadable(pix.brcode).fields.get('54')).toBe(written);
    expect(pix.amount).toBe(written);
  });

  it('folds accents before counting, so the declared lengths stay true and within 25 and 15', async () => {
    const pix = await buildOrderPix(fakeOrder({ id: 3 }), {
      pixKey: 'loja@exemplo.com.br',
      merchantName: 'Ação & Devoção — Círculo São João Místico',
      merchantCity: 'São José dos Campos',
    });

    const { fields } = expectReadable(pix.brcode);
    expect(fields.get('59')).toBe('ACAO DEVOCAO CIRCULO SAO');
    expect(fields.get('60')).toBe('SAO JOSE DOS CA');
  });

  it('keeps the txid within 25 letters and digits for the largest order id', async () => {
    const pix = await buildOrderPix(fakeOrder({ id: 9_007_199_254_740_991 }), payee);

    expect(pix.txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    expect(expectReadable(pix.brcode).parsed.txid).toBe(pix.txid);
  });

  it.each([
    ['a CPF', '12345678909', '12345678909'],
    ['an alphanumeric CNPJ', '12ABC34501DE35', '12ABC34501DE35'],
    ['a phone', '+5511987654321', '+5511987654321'],
    ['a random key', '123e4567-e89b-42d3-a456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ])('carries %s as the key', async (_kind, pixKey, carried) => {
    const pix = await buildOrderPix(fakeOrder({ id: 5 }), { ...payee, pixKey });

    expect(expectReadable(pix.brcode).parsed.pixKey).toBe(carried);
  });

  it('returns the QR code as a base64 PNG', async () => {
    const pix = await buildOrderPix(fakeOrder({ id: 7 }), payee);

    const meta = await sharp(Buffer.from(pix.qrCodeImage, 'base64')).metadata();
    expect(meta.format).toBe('png');
  });

  it('refuses a cancelled order, an order without payment and a store without a usable PIX key', async () => {
    await expect(buildOrderPix(fakeOrder({ id: 1, payment_status: 'cancelled' }), payee)).rejects.toThrow(
      ORDER_CANCELLED,
    );
    await expect(buildOrderPix(fakeOrder({ id: 1, requires_payment: false }), payee)).rejects.toThrow(
      ORDER_WITHOUT_PAYMENT,
    );
    await expect(buildOrderPix(fakeOrder({ id: 1 }), { ...payee, pixKey: '' })).rejects.toThrow(PIX_KEY_NOT_CONFIGURED);
    await expect(buildOrderPix(fakeOrder({ id: 1 }), { ...payee, pixKey: 'chave' })).rejects.toThrow(PIX_KEY_UNUSABLE);
  });
});

describe('brCodeText', () => {
  it('folds accents, drops symbols, cuts at the limit and writes capitals', () => {
    expect(brCodeText('Ritual  Místico ✨ & Cia. da Lua Cheia', 25)).toBe('RITUAL MISTICO CIA DA LUA');
  });
});
