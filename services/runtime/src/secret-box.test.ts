import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const purpose = { service: 'identity', purpose: 'totp-secret-v1' };
  const box = new SecretBox('j'.repeat(32), purpose);

  it('opens what it sealed, and the sealed text shows nothing of it', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('opens nothing sealed under another root secret or for another purpose, or altered', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;

    expect(new SecretBox('k'.repeat(32), purpose).open(sealed)).toBeUndefined();
    expect(new SecretBox('j'.repeat(32), { ...purpose, purpose: 'other' }).open(sealed)).toBeUndefined();
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeUndefined();
    expect(box.open('garbage')).toBeUndefined();
  });
});
