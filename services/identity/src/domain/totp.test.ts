import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { acceptedTimeStep, newTotpSecret, otpauthUrl, qrSvg, totpCodeOf } from './totp.js';

const NOW = new Date('2026-03-01T12:00:10Z');
const epoch = (offsetSteps: number) => Math.floor(NOW.getTime() / 1000) + offsetSteps * 30;
const STEP = Math.floor(NOW.getTime() / 1000 / 30);

describe('TOTP', () => {
  const secret = newTotpSecret();

  it('accepts the code of this step, the one before and the one after, and answers its step', async () => {
    for (const offset of [-1, 0, 1]) {
      const code = await generate({ secret, epoch: epoch(offset) });
      expect(await acceptedTimeStep(secret, code, 0, NOW)).toBe(STEP + offset);
    }
  });

  it('refuses a code two steps away', async () => {
    expect(await acceptedTimeStep(secret, await generate({ secret, epoch: epoch(2) }), 0, NOW)).toBeUndefined();
    expect(await acceptedTimeStep(secret, await generate({ secret, epoch: epoch(-2) }), 0, NOW)).toBeUndefined();
  });

  it('refuses a code of a step already accepted or older (each code works once)', async () => {
    const code = await generate({ secret, epoch: epoch(0) });

    expect(await acceptedTimeStep(secret, code, STEP, NOW)).toBeUndefined();
    expect(await acceptedTimeStep(secret, await generate({ secret, epoch: epoch(1) }), STEP, NOW)).toBe(STEP + 1);
  });

  it('reads "123 456" as 123456 and nothing but six digits as a code', () => {
    expect(totpCodeOf(' 123 456 ')).toBe('123456');
    expect(totpCodeOf('12345')).toBeUndefined();
    expect(totpCodeOf('abcde-fghjk')).toBeUndefined();
  });

  it('gives an otpauth URL with issuer and label, and its QR code as SVG', async () => {
    const url = otpauthUrl('Templo dos Rituais', 'admin', secret);

    expect(url).toBe(`otpauth://totp/Templo%20dos%20Rituais:admin?secret=${secret}&issuer=Templo%20dos%20Rituais`);
    expect(await qrSvg(url)).toMatch(/^<svg [^>]*>.*<\/svg>\s*$/s);
  });
});
