import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  normalizeQrImage,
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
  it('returns the key trimmed when it is filled', () => {
    expect(validatePixKey('  loja@exemplo.com.br ')).toBe('loja@exemplo.com.br');
  });

  it('rejects a blank key with the pt-BR text', () => {
    expect(() => validatePixKey('   ')).toThrow(PIX_KEY_REQUIRED);
  });

  it('rejects a key longer than a BR Code can carry', () => {
    expect(() => validatePixKey('a'.repeat(78))).toThrow(PIX_KEY_TOO_LONG);
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
