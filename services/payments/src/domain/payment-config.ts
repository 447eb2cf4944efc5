import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { QR_IMAGE_MAX_BYTES, QR_IMAGE_TOO_LARGE } from '@ritual/contracts/limits';
import { invalidArgument, tooLarge } from '@ritual/runtime';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const PIX_KEY_REQUIRED = 'Chave PIX é obrigatória';
export const PIX_KEY_TOO_LONG = 'Chave PIX deve ter no máximo 77 caracteres';
export const PIX_KEY_INVALID =
  'Chave PIX inválida. Use CPF, CNPJ, e-mail, celular no formato +55 DDD número ou chave aleatória (UUID).';
export const PIX_KEY_INVALID_CPF = 'Chave PIX inválida: CPF com dígitos verificadores incorretos.';
export const PIX_KEY_NOT_CPF_NOR_PHONE =
  'Chave PIX inválida: não é um CPF válido. Se for celular, use o formato +55 DDD número.';
export const PIX_KEY_INVALID_CNPJ = 'Chave PIX inválida: CNPJ com dígitos verificadores incorretos.';
export const PIX_KEY_INVALID_EMAIL = 'Chave PIX inválida: e-mail em formato incorreto.';
export const PIX_KEY_INVALID_PHONE =
  'Chave PIX inválida: celular deve ser brasileiro, no formato +55 DDD número (ex.: +5511987654321).';
export const PIX_KEY_INVALID_EVP =
  'Chave PIX inválida: chave aleatória deve ser um UUID (ex.: 123e4567-e89b-42d3-a456-426614174000).';
export const QR_IMAGE_NOT_AN_IMAGE = 'A imagem do QR Code deve ser um arquivo de imagem';
export { QR_IMAGE_MAX_BYTES, QR_IMAGE_TOO_LARGE };

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
  /** The account holder as banks print it; '' when not configured. */
  recipientName: string;
  /** The holder's CPF or CNPJ without punctuation; '' when not configured. */
  recipientDocument: string;
}

/** Who a PIX payment must reach: the configuration without its QR image. */
export type Payee = Omit<PaymentConfig, 'qrImagePng'>;

/**
 * Checks the key against the DICT formats (CPF and CNPJ by their check digits, the alphanumeric CNPJ too,
 * e-mail, Brazilian mobile phone, random key) and returns it in the canonical form a BR Code carries.
 */
export function validatePixKey(value: string): string {
  const key = value.trim();
  if (!key) throw invalidArgument(PIX_KEY_REQUIRED);
  if (key.length > PIX_KEY_MAX_LENGTH) throw invalidArgument(PIX_KEY_TOO_LONG);
  const info = getPixKeyInfo(key);
  // Bare digits are read as a CPF by banks, so a phone key must say it is one (+55 or a DDD in parentheses).
  const writtenAsPhone = /^(\+|0055|\()/.test(key);
  if (info && (info.type !== 'phone' || writtenAsPhone)) return info.value;
  if (info) throw invalidArgument(PIX_KEY_NOT_CPF_NOR_PHONE);
  throw invalidArgument(invalidKeyReason(key, writtenAsPhone));
}

/** The message for the kind of key the operator evidently meant to type. */
function invalidKeyReason(key: string, writtenAsPhone: boolean): string {
  const compact = key.replace(/[\s.\-/()]/g, '');
  if (key.includes('@')) return PIX_KEY_INVALID_EMAIL;
  if (writtenAsPhone) return PIX_KEY_INVALID_PHONE;
  if (/^\d{11}$/.test(compact)) return PIX_KEY_INVALID_CPF;
  if (/^[\dA-Za-z]{12}\d{2}$/.test(compact) && /\d/.test(compact.slice(0, 12))) return PIX_KEY_INVALID_CNPJ;
  if (/^[\da-f-]{32,36}$/i.test(key) && key.includes('-')) return PIX_KEY_INVALID_EVP;
  return PIX_KEY_INVALID;
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
