import { formatStoreDateTime, storeTodayStamp } from '../admin-common/store-dates';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": the key in groups of 4, easier to type into the app. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .toUpperCase()
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * The server's QR code as an image URL: an <img> of a data: URL shows the SVG without putting its markup in the
 * page, so nothing in it can run (the CSP allows data: images, not inline scripts).
 */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The recovery codes as the text file "Baixar .txt" saves, and "Copiar" copies. */
export function recoveryCodesText(codes: readonly string[], username: string, now: Date = new Date()): string {
  return [
    'Códigos de recuperação do Painel Administrativo',
    `Usuário: ${username}`,
    `Gerados em: ${formatStoreDateTime(now.toISOString())}`,
    '',
    'Cada código vale uma vez, para entrar sem o aplicativo autenticador.',
    'Guarde-os longe do celular (papel, gerenciador de senhas).',
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`),
    '',
  ].join('\n');
}

export function recoveryCodesFileName(username: string, now: Date = new Date()): string {
  const name = username.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'admin';
  return `codigos-recuperacao-${name}-${storeTodayStamp(now)}.txt`;
}

/** Only digits and spaces typed: the app's code, sent without its spaces. Anything else (a recovery code) as typed. */
export function normalizeCode(typed: string): string {
  const trimmed = typed.trim();
  return /^[\d\s]+$/.test(trimmed) ? trimmed.replace(/\s+/g, '') : trimmed;
}
