import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  normalizeQrImage,
  PIX_KEY_INVALID,
  PIX_KEY_INVALID_CNPJ,
  PIX_KEY_INVALID_CPF,
  PIX_KEY_INVALID_EMAIL,
  PIX_KEY_INVALID_EVP,
  PIX_KEY_INVALID_PHONE,
  PIX_KEY_NOT_CPF_NOR_PHONE,
  PIX_KEY_REQUIRED,
  PIX_KEY_TOO_LONG,
  QR_IMAGE_MAX_BYTES,
  QR_IMAGE_NOT_AN_IMAGE,
  QR_IMAGE_TOO_LARGE,
  validatePixKey,
} from './payment-config.js';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } });

describe('validatePixKey', () => {
  it.each([
    ['a CPF with its mask', ' 123.456.789-09 ', '12345678909'],
    ['a bare CPF', '52998224725', '52998224725'],
    ['a numeric CNPJ with its mask', '11.222.333/0001-81', '11222333000181'],
    ['an alphanumeric CNPJ with its mask', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['an alphanumeric CNPJ in lower case', 'q0slfmbd7vx439', 'Q0SLFMBD7VX439'],
    ['an e-mail', 'Loja@Exemplo.com.br', 'loja@exemplo.com.br'],
    ['a phone with +55', '+55 11 98765-4321', '+5511987654321'],
    ['a phone with the DDD in parentheses', '(21) 99876-5432', '+5521998765432'],
    ['a random key', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ])('accepts %s and returns it in the form a BR Code carries', (_kind, typed, canonical) => {
    expect(validatePixKey(typed)).toBe(canonical);
  });

  it.each([
    ['a CPF with a wrong check digit', '123.456.789-00', PIX_KEY_INVALID_CPF],
    ['a CPF of repeated digits', '111.111.111-11', PIX_KEY_INVALID_CPF],
    ['bare digits that are no CPF but look like a mobile', '11987654321', PIX_KEY_NOT_CPF_NOR_PHONE],
    ['a numeric CNPJ with a wrong check digit', '11.222.333/0001-80', PIX_KEY_INVALID_CNPJ],
    ['an alphanumeric CNPJ with a wrong check digit', '12.ABC.345/01DE-36', PIX_KEY_INVALID_CNPJ],
    ['an e-mail without a domain', 'loja@', PIX_KEY_INVALID_EMAIL],
    ['a foreign phone', '+1 415 555 2671', PIX_KEY_INVALID_PHONE],
    ['a Brazilian landline', '+55 11 3333-4444', PIX_KEY_INVALID_PHONE],
    ['a truncated random key', '123e4567-e89b-42d3-a456-42661417400', PIX_KEY_INVALID_EVP],
    ['a word', 'chave', PIX_KEY_INVALID],
  ])('rejects %s with a pt-BR message naming the problem', (_kind, typed, message) => {
    expect(() => validatePixKey(typed)).toThrow(message);
  });

  it('rejects a blank key with the pt-BR text', () => {
    expect(() => validatePixKey('   ')).toThrow(PIX_KEY_REQUIRED);
  });

  it('rejects a key longer than a BR Code can carry', () => {
    expect(() => validatePixKey(`${'a'.repeat(70)}@exemplo.com.br`)).toThrow(PIX_KEY_TOO_LONG);
  });
});

describe('normalizeQrImage', () => {
  it('re-encodes a large JPEG as a PNG of at most 1024 px without its metadata', async () => {
    const jpeg = await image(2400, 1200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'dados pessoais' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const png = await normalizeQrImage(jpeg);

    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1024, 512]);
    expect(meta.exif).toBeUndefined();
  });

  it('keeps a small image at its size', async () => {
    const webp = await image(300, 300).webp().toBuffer();

    const meta = await sharp(await normalizeQrImage(webp)).metadata();

    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 300]);
  });

  it('rejects a file that is not an image even when named like one', async () => {
    await expect(normalizeQrImage(Buffer.from('%PDF-1.4\n%%EOF\n'))).rejects.toThrow(QR_IMAGE_NOT_AN_IMAGE);
    await expect(normalizeQrImage(Buffer.from('não sou uma imagem'))).rejects.toThrow(QR_IMAGE_NOT_AN_IMAGE);
  });

  it('rejects a truncated PNG whose header looks right', async () => {
    const png = await image(64, 64).png().toBuffer();

    await expect(normalizeQrImage(png.subarray(0, 40))).rejects.toThrow(QR_IMAGE_NOT_AN_IMAGE);
  });

  it('rejects an image above 5 MB as too large', async () => {
    const big = Buffer.concat([await image(8, 8).png().toBuffer(), Buffer.alloc(QR_IMAGE_MAX_BYTES)]);

    await expect(normalizeQrImage(big)).rejects.toThrow(QR_IMAGE_TOO_LARGE);
  });
});
