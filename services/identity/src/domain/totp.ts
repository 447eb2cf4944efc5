import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as the authenticator apps read it: SHA-1, 6 digits, 30-second steps; one step early or late accepted. */
const PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export function otpauthUrl(issuer: string, username: string, secret: string): string {
  return generateURI({ issuer, label: username, secret, algorithm: 'sha1', digits: 6, period: PERIOD_SECONDS });
}

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** "123 456" → "123456"; undefined unless six digits. */
export function totpCodeOf(input: string): string | undefined {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : undefined;
}

/**
 * The time step `code` belongs to when it is valid now (±1 step) and newer than `afterTimeStep` (a code already
 * accepted, or an older one, is refused); undefined otherwise.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number,
  now: Date,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep > 0 && { afterTimeStep }),
  }).catch(() => undefined);
  return result?.valid && 'timeStep' in result ? result.timeStep : undefined;
}
