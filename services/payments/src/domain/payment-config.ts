import { invalidArgument, tooLarge } from '@ritual/runtime';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const PIX_KEY_REQUIRED = 'Chave PIX é obrigatória';
export const PIX_KEY_TOO_LONG = 'Chave PIX deve ter no máximo 77 caracteres';
export const QR_IMAGE_NOT_AN_IMAGE = 'A imagem do QR Code deve ser um arquivo de imagem';
export const QR_IMAGE_TOO_LARGE = 'A imagem do QR Code deve ter no máximo 5MB';
export const QR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// A BR Code's merchant account field holds at most 99 characters, 22 of which are taken by the Pix GUI.
const PIX_KEY_MAX_LENGTH = 77;
const QR_IMAGE_MAX_SIDE = 1024;
const QR_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
// Refuses decompression bombs: a 5 MB file may still claim billions of pixels.
const QR_IMAGE_MAX_PIXELS = 40_000_000;

export interface PaymentConfig {
  pixKey: string;
  /** PNG bytes, or null when no QR image was ever uploaded. */
  qrImagePng: Buffer | null;
}

export function validatePixKey(value: string): string {
  const key = value.trim();
  if (!key) throw invalidArgument(PIX_KEY_REQUIRED);
  if (key.length > PIX_KEY_MAX_LENGTH) throw invalidArgument(PIX_KEY_TOO_LONG);
  return key;
}

/**
 * Accepts a PNG, JPEG or WEBP judged by its bytes and re-encodes it as a PNG of at most 1024 px a side
 * without metadata, so whatever was uploaded is served back as a plain, small image.
 */
export async function normalizeQrImage(content: Buffer): Promise<Buffer> {
  if (content.length > QR_IMAGE_MAX_BYTES) throw tooLarge(QR_IMAGE_TOO_LARGE);
  const type = await fileTypeFromBuffer(content);
  if (!type || !QR_IMAGE_TYPES.has(type.mime)) throw invalidArgument(QR_IMAGE_NOT_AN_IMAGE);
  try {
    return await sharp(content, { limitInputPixels: QR_IMAGE_MAX_PIXELS })
      .rotate()
      .resize(QR_IMAGE_MAX_SIDE, QR_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw invalidArgument(QR_IMAGE_NOT_AN_IMAGE);
  }
}
