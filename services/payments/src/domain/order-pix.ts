import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { status } from '@grpc/grpc-js';
import type { Order } from '@ritual/proto/ritual/v1/orders';
import { DomainError } from '@ritual/runtime';
import QRCode from 'qrcode';
import { orderCancelled } from './orders.js';

export const PIX_KEY_NOT_CONFIGURED = 'Chave PIX ainda não configurada';
export const ORDER_WITHOUT_PAYMENT = 'Este pedido não exige pagamento';
export const PIX_KEY_UNUSABLE = 'A chave PIX configurada é inválida. Atualize a configuração de pagamento.';

// BR Code limits (EMV fields 59 and 60).
const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;
const FALLBACK_MERCHANT_NAME = 'LOJA';
const FALLBACK_MERCHANT_CITY = 'SAO PAULO';
const QR_IMAGE_WIDTH = 512;

export interface OrderPix {
  brcode: string;
  /** Base64 PNG of the BR Code. */
  qrCodeImage: string;
  amount: string;
  txid: string;
}

/**
 * BR Codes carry plain ASCII, and field lengths count characters: accents are folded and other symbols dropped
 * before the limit is applied, so the length written is the length read by every bank.
 */
export function brCodeText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
    .toUpperCase();
}

/** The txid identifies the order on the bank statement: letters and digits only, at most 25 (a 19-digit id fits). */
export const orderTxid = (orderId: number) => `PEDIDO${orderId}`;

/** A static "Pix Copia e Cola" for the order's exact price, and its QR code. */
export async function buildOrderPix(
  order: Order,
  payee: { pixKey: string; merchantName: string; merchantCity: string },
): Promise<OrderPix> {
  if (order.payment_status === 'cancelled') throw orderCancelled();
  if (!order.requires_payment) throw new DomainError(status.FAILED_PRECONDITION, ORDER_WITHOUT_PAYMENT);
  if (!payee.pixKey) throw new DomainError(status.FAILED_PRECONDITION, PIX_KEY_NOT_CONFIGURED);
  const amount = Number(order.ritual_price).toFixed(2);
  const txid = orderTxid(order.id);
  const brcode = generatePixPayload({
    key: payee.pixKey,
    merchantName: brCodeText(payee.merchantName, MERCHANT_NAME_MAX) || FALLBACK_MERCHANT_NAME,
    merchantCity: brCodeText(payee.merchantCity, MERCHANT_CITY_MAX) || FALLBACK_MERCHANT_CITY,
    amount: Number(amount),
    txid,
  });
  // Only a key saved before keys were validated can fail here.
  if (!brcode) throw new DomainError(status.FAILED_PRECONDITION, PIX_KEY_UNUSABLE);
  return { brcode, qrCodeImage: await qrCodeImage(brcode), amount, txid };
}

/** Base64 PNG of a BR Code. */
export async function qrCodeImage(brcode: string): Promise<string> {
  const png = await QRCode.toBuffer(brcode, {
    type: 'png',
    width: QR_IMAGE_WIDTH,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  return png.toString('base64');
}
