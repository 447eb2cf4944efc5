import { parsePix } from 'pix-utils';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fakeOrder } from '../testing.js';
import { brCodeText, buildOrderPix, ORDER_WITHOUT_PAYMENT, PIX_KEY_NOT_CONFIGURED } from './order-pix.js';
import { ORDER_CANCELLED } from './orders.js';

const payee = { pixKey: 'loja@exemplo.com.br', merchantName: 'Templo dos Rituais', merchantCity: 'São Paulo' };

describe('buildOrderPix', () => {
  it('builds a BR Code that parses back to the key, exact price, order txid and merchant', async () => {
    const pix = await buildOrderPix(fakeOrder({ id: 42, ritual_price: '1234.50' }), payee);

    const parsed = parsePix(pix.brcode);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: 'loja@exemplo.com.br',
      transactionAmount: 1234.5,
      txid: 'PEDIDO42',
      merchantName: 'TEMPLO DOS RITUAIS',
      merchantCity: 'SAO PAULO',
    });
    expect(pix).toMatchObject({ amount: '1234.50', txid: 'PEDIDO42' });
  });

  it('returns the QR code as a base64 PNG', async () => {
    const pix = await buildOrderPix(fakeOrder({ id: 7 }), payee);

    const meta = await sharp(Buffer.from(pix.qrCodeImage, 'base64')).metadata();
    expect(meta.format).toBe('png');
  });

  it('refuses a cancelled order, an order without payment and a store without a PIX key', async () => {
    await expect(buildOrderPix(fakeOrder({ id: 1, payment_status: 'cancelled' }), payee)).rejects.toThrow(
      ORDER_CANCELLED,
    );
    await expect(buildOrderPix(fakeOrder({ id: 1, requires_payment: false }), payee)).rejects.toThrow(
      ORDER_WITHOUT_PAYMENT,
    );
    await expect(buildOrderPix(fakeOrder({ id: 1 }), { ...payee, pixKey: '' })).rejects.toThrow(PIX_KEY_NOT_CONFIGURED);
  });
});

describe('brCodeText', () => {
  it('folds accents, drops symbols and cuts at the limit', () => {
    expect(brCodeText('Ritual  Místico ✨ & Cia. da Lua Cheia', 25)).toBe('Ritual Mistico Cia da Lua');
  });
});
