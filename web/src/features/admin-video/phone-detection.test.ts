import { describe, expect, it } from 'vitest';
import { detectPhone, formatPhoneDisplay, isValidPhoneDigits } from './phone-detection';

describe('isValidPhoneDigits (spec §5 phone detection)', () => {
  it.each([
    // [digits, valid, rule]
    ['1234567', false, 'fewer than 8 digits'],
    ['12345678', true, '8 digits: inside the 8–14 window'],
    ['987654321', true, '9 digits: inside the window'],
    ['123456789012345', false, 'more than 14 digits'],
    ['11987654321', true, '11 digits, area 11, third digit 9'],
    ['11887654321', true, '11 digits, third digit 8'],
    ['11787654321', true, '11 digits, third digit 7'],
    ['11687654321', false, '11 digits, third digit 6'],
    ['10987654321', false, '11 digits, area 10 is below 11'],
    ['99987654321', true, '11 digits, area 99'],
    ['09987654321', false, '11 digits, area 09'],
    ['1134567890', true, '10 digits, area 11'],
    ['9934567890', true, '10 digits, area 99'],
    ['1034567890', false, '10 digits, area 10'],
    ['0134567890', false, '10 digits, area 01'],
    ['5511987654321', true, '13 digits, 55 + area 11 + 9'],
    ['5521787654321', true, '13 digits, 55 + area 21 + 7'],
    ['5511687654321', false, '13 digits, 55 + third digit 6'],
    ['5510987654321', false, '13 digits, 55 + area 10'],
    ['551134567890', true, '12 digits, 55 + area 11'],
    ['551034567890', false, '12 digits, 55 + area 10'],
    ['123456789012', true, '12 digits not starting 55: inside the window'],
    ['12345678901234', true, '14 digits'],
    ['', false, 'empty'],
    ['11 98765-4321', false, 'not digits only'],
  ])('%s → %s (%s)', (digits, valid) => {
    expect(isValidPhoneDigits(digits)).toBe(valid);
  });
});

describe('formatPhoneDisplay', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['5511987654321', '+55 (11) 98765-4321'],
    ['+55 11 98765-4321', '+55 (11) 98765-4321'],
    ['98765432', '98765432'],
    ['551134567890', '551134567890'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhoneDisplay(input)).toBe(expected);
  });
});

describe('detectPhone: candidate priority (lowest wins)', () => {
  const detect = (form_data: Record<string, string>, whatsapp = '') => detectPhone({ form_data, whatsapp });

  it.each([
    [
      'priority 1 whatsapp_contato beats telefone',
      { telefone: '(21) 98888-7777', whatsapp_contato: '(11) 98765-4321' },
      '',
      { digits: '11987654321', priority: 1, source: 'whatsapp_contato' },
    ],
    [
      'priority 1 any key containing whatsapp',
      { meu_whatsapp: '31 99999-0000', celular: '(21) 98888-7777' },
      '',
      { digits: '31999990000', priority: 1, source: 'meu_whatsapp' },
    ],
    [
      "priority 1 the order's own whatsapp column when the form has none",
      { celular: '(21) 98888-7777' },
      '(41) 99876-5432',
      { digits: '41998765432', priority: 1, source: 'whatsapp' },
    ],
    [
      'an invalid whatsapp field falls through to priority 2',
      { whatsapp_contato: '123', telefone: '(21) 3456-7890' },
      '',
      { digits: '2134567890', priority: 2, source: 'telefone' },
    ],
    [
      'priority 2 in the order telefone, celular, phone, telefone_contato',
      { telefone_contato: '(51) 98888-1111', phone: '(41) 98888-2222', celular: '(31) 98888-3333' },
      '',
      { digits: '31988883333', priority: 2, source: 'celular' },
    ],
    [
      'priority 3 any other field holding a valid number',
      { nome: 'Ana', contato_extra: '+55 (61) 98765-0000' },
      '',
      { digits: '5561987650000', priority: 3, source: 'contato_extra' },
    ],
    [
      'a birth date is not taken for a phone at priority 3',
      { data_nascimento: '1990-03-15', observacao: 'ligar no 11 98765-4321 à noite' },
      '',
      { digits: '11987654321', priority: 4, source: 'observacao' },
    ],
    [
      'priority 4 a number written inside text',
      { pedido: 'Meu zap é (21) 99876-5432, obrigada' },
      '',
      { digits: '21998765432', priority: 4, source: 'pedido' },
    ],
    [
      'priority 4 finds +55 numbers inside text',
      { pedido: 'whats +55 11 98765 4321' },
      '',
      { digits: '5511987654321', priority: 4, source: 'pedido' },
    ],
  ])('%s', (_case, formData, whatsapp, expected) => {
    expect(detect(formData, whatsapp)).toMatchObject(expected);
  });

  it('returns null when nothing valid is found, and formats what it finds', () => {
    expect(detect({ nome: 'Ana', pedido: 'sem telefone', whatsapp_contato: '' })).toBeNull();
    expect(detect({ whatsapp_contato: '11987654321' })?.display).toBe('(11) 98765-4321');
  });
});
