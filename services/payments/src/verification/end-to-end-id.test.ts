import { describe, expect, it } from 'vitest';
import {
  endToEndInstant,
  endToEndKey,
  findEndToEndId,
  maybeSamePayment,
  mayContinueEndToEndId,
  mayHoldEndToEndId,
  paymentDay,
} from './end-to-end-id.js';

const ID = 'E18236120202603101505a1B2c3D4e5F';

describe('findEndToEndId', () => {
  it('finds the 32-character id and fixes letters OCR put where only digits go', () => {
    expect(findEndToEndId(`ID: ${ID}`)).toBe(ID);
    expect(findEndToEndId('F1823612O2026O3101505a1B2c3D4e5F')).toBe(ID);
    expect(findEndToEndId('EO0416968202603101510lo4ZbGsgq1S')).toBe('E00416968202603101510lo4ZbGsgq1S');
    expect(findEndToEndId('EO856170120261123154TUTKYX3tKKIB')).toBe('E08561701202611231547UTKYX3tKKIB');
  });

  it('takes an institution of garbled zeros (a monospaced font’s dotted 0) for zeros, and the line for an id', () => {
    expect(findEndToEndId('ID:\nEPOPNCNPN202611231236IOASGWw1270i')).toBe('E00000000202611231236IOASGWw1270i');
    expect(mayHoldEndToEndId('EPOPNCNPN2026112312 36IOASGWw1270i')).toBe(true);
    expect(findEndToEndId('EOPONPONAN20261123133201A51y00X6B')).toBe('E0000000020261123133201A51y00X6B');
    expect(findEndToEndId('EONPPNPNPANN202611231339504iOw60Ko0')).toBe('E00000000202611231339504iOw60Ko0');
    expect(findEndToEndId('poo36030520261123134620wIBANKZB')).toBe('E0036030520261123134620wIBANKZB');
    expect(findEndToEndId('EPOPNCNPN2026131231 36IOASGWw1270i')).toBeNull();
    expect(findEndToEndId('E182361201202603101505a1B2c3D4e5F')).toBeNull();
  });

  it('puts together an id broken over two lines, or with a space OCR read into it', () => {
    expect(findEndToEndId(`ID da transação\nE1823612020260310150\n5a1B2c3D4e5F\nCódigo: 7A3F`)).toBe(ID);
    expect(findEndToEndId('E182361202026031015 05a1B2c3D4e5F')).toBe(ID);
  });

  it('puts together an id wrapped beside a label that wrapped too, from the ends of their lines', () => {
    expect(findEndToEndId('Código da E1823612020260310150\ntransação Pix 5a1B2c3D4e5F\nOuvidoria')).toBe(ID);
    expect(findEndToEndId('Código da E1823612020260310150\ntransação Pix')).toBeNull();
  });

  it('reads the strokes OCR makes of a thin l or I inside the id as "l"', () => {
    expect(findEndToEndId('E18236120202603101505|/B2c3D4e5F')).toBe('E18236120202603101505llB2c3D4e5F');
    expect(findEndToEndId('E18236120202603101505a1B2c3D4e5;\nautenticação')).toBe('E18236120202603101505a1B2c3D4e5l');
  });

  it('reads a letter of the id OCR read with an accent as the letter', () => {
    expect(findEndToEndId('ID: E00000000202611231208hVcYCulRÍEW')).toBe('E00000000202611231208hVcYCulRIEW');
    expect(findEndToEndId('ID: E00000000202611231208hVcYCülRÍÉW')).toBe('E00000000202611231208hVcYCulRIEW');
  });

  it('keeps a tail OCR made up to two characters longer or shorter, and prefers the join closest to 11', () => {
    expect(findEndToEndId('E18236120202603101505a1B2c3D4e5FXY')).toBe('E18236120202603101505a1B2c3D4e5FXY');
    expect(findEndToEndId('E18236120202603101505a1B2c3D4e')).toBe('E18236120202603101505a1B2c3D4e');
    expect(findEndToEndId('E18236120202603101505a1B2c3D4e5\nF')).toBe(ID);
  });

  it('ignores ids whose timestamp is no date, tails far from 11 characters and words running into the id', () => {
    expect(findEndToEndId('E18236120202613101505a1B2c3D4e5F')).toBeNull();
    expect(findEndToEndId('E18236120202603101505a1B2c3D4e5FXYZ')).toBeNull();
    expect(findEndToEndId('E18236120202603101505a1B2c3')).toBeNull();
    expect(findEndToEndId('XE18236120202603101505a1B2c3D4e5F')).toBeNull();
    expect(findEndToEndId('E18236120202603101505 Código de autenticação')).toBeNull();
  });

  it('finds an id a reading with no spaces ran its label into, by its stem of twenty digits', () => {
    expect(findEndToEndId('IDdatransaE18236120202603101505a1B2c3D4e5F')).toBe('E18236120202603101505a1B2c3D4e5F');
    expect(findEndToEndId('IDdatransaE1823612020260310150a1B2c3D4e5F')).toBeNull();
    expect(findEndToEndId('IDdatransaE18236120202613101505a1B2c3D4e5F')).toBeNull();
  });
});

describe('endToEndInstant', () => {
  it('reads the UTC minute the id was created, for a tail read a little long or short too', () => {
    expect(endToEndInstant(ID)?.toISOString()).toBe('2026-03-10T15:05:00.000Z');
    expect(endToEndInstant(`${ID}X`)?.toISOString()).toBe('2026-03-10T15:05:00.000Z');
  });

  it('is null for what is no id', () => {
    expect(endToEndInstant('E18236120202602301505a1B2c3D4e5F')).toBeNull();
    expect(endToEndInstant('E18236120202603101505a1B2c3D4e5F!')).toBeNull();
    expect(endToEndInstant('E182361202026031015')).toBeNull();
  });
});

describe('endToEndKey', () => {
  it('gives two readings that differ only in OCR lookalikes and case the same key', () => {
    const printed = 'E60701190202603101505O0Il1S5B8Z2';
    const misread = 'E60701190202603101505o01lI55B8z2';

    expect(endToEndKey(misread)).toBe(endToEndKey(printed));
    expect(endToEndKey('E607011902026031015056GgbqQDsSoi')).toBe('E6070119020260310150566969005501');
  });

  it('keeps ids that differ in a character no lookalike explains apart, and changes nothing of a key', () => {
    expect(endToEndKey('E60701190202603101505AcdEFhKmNpr')).not.toBe(endToEndKey('E60701190202603101505AcdEFhKmNpx'));
    expect(endToEndKey(endToEndKey(ID))).toBe(endToEndKey(ID));
  });
});

describe('maybeSamePayment', () => {
  it('holds for readings a few slips apart, in the tail or in the institution digits', () => {
    expect(maybeSamePayment(ID, 'E18236120202603101505a1B2c3D4e5FF')).toBe(true);
    expect(maybeSamePayment(ID, 'E18286120202603101505a1B2c3O4e5T')).toBe(true);
  });

  it('does not hold for another payment of the same minute and bank', () => {
    expect(maybeSamePayment(ID, 'E18236120202603101505kX9wPmTu7Rv')).toBe(false);
  });
});

describe('paymentDay', () => {
  it('reads the UTC day the payment started, after the institution', () => {
    expect(paymentDay(ID)).toBe('20260310');
  });
});

describe('mayHoldEndToEndId and mayContinueEndToEndId', () => {
  it('tell the lines a second reading of the id should look at', () => {
    expect(mayHoldEndToEndId('E6O7011902 02603161513 O1A51y')).toBe(true);
    expect(mayHoldEndToEndId('TEMPLO DOS RITUAIS LTDA')).toBe(false);
    expect(mayContinueEndToEndId(' 5a1B2c3D4e5F ')).toBe(true);
    expect(mayContinueEndToEndId('Código de autenticação')).toBe(false);
  });

  it('tell a line whose id OCR ran into its label, and a rest with a letter read as "?"', () => {
    expect(mayHoldEndToEndId('ID da transaçãã3187249520261123152993nhoemqgedv')).toBe(true);
    expect(mayHoldEndToEndId('Agência 0001 Conta 21470035-9')).toBe(false);
    expect(mayContinueEndToEndId('VORugta?LY', 'ID da transação E00416968202611231411L')).toBe(true);
  });

  it('keep a wrapped line whose last letter OCR read as brackets, but not a line of brackets alone', () => {
    expect(mayContinueEndToEndId('jTGM61])')).toBe(true);
    expect(mayContinueEndToEndId('11b49l)')).toBe(true);
    expect(mayContinueEndToEndId('(])')).toBe(false);
    expect(mayContinueEndToEndId('R$ 97,50')).toBe(false);
  });

  it('keep a longer rest, an accented letter in it, where the screen broke the id inside its stem', () => {
    const start = 'E303062942026112'; // 16 of the id's 32 characters
    const rest = '31339zcgLe4rsYGf';

    expect(mayContinueEndToEndId(rest, start)).toBe(true);
    expect(mayContinueEndToEndId('3153539zcgLe4grsYGf', start)).toBe(true);
    expect(mayContinueEndToEndId('31419Mmó6qyis58ph', start)).toBe(true);
    expect(mayContinueEndToEndId(rest, 'E30306294202611231339')).toBe(false);
    expect(mayContinueEndToEndId(rest)).toBe(false);
    expect(mayContinueEndToEndId('Compartilhar comprovante', start)).toBe(false);
  });
});
