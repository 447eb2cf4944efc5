// Limits that the web app checks before sending, the gateway enforces while reading the upload and the owning
// service checks again, with the same pt-BR text everywhere.

/** Spec §9: one order-form photo, at most 5 MB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Spec §9: photos are kept 24 hours. */
export const PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
/** Spec §4: one payment receipt, at most 10 MB. */
export const RECEIPT_MAX_BYTES = 10_485_760;
export const RECEIPT_TOO_LARGE = 'Arquivo muito grande. Máximo 10MB.';
/** The PIX QR image of Config PIX, at most 5 MB. */
export const QR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const QR_IMAGE_TOO_LARGE = 'A imagem do QR Code deve ter no máximo 5MB';

/** The ritual video of Envio de Vídeo: WhatsApp's own limit for a video message. */
export const VIDEO_MAX_BYTES = 16 * 1024 * 1024;
