import { describe, expect, it } from 'vitest';
import { ritual } from '../../test/admin-screens';
import { EMPTY_FIELD_DRAFT, fieldDraftError, fieldFromDraft, moveItem, normalizeFieldName } from './form-fields';
import { commissionLabel, cutDescription, fieldCountLabel, weekdayShort } from './ritual-display';
import { EMPTY_RITUAL_FORM, formValuesFrom, ritualPayload, validateRitualForm } from './ritual-form';

describe('cutDescription (spec §9: 100 characters plus "...")', () => {
  const exactly100 = 'a'.repeat(100);
  it.each([
    ['', ''],
    ['curta', 'curta'],
    [exactly100, exactly100],
    [`${exactly100}b`, `${exactly100}...`],
    ['ç'.repeat(150), `${'ç'.repeat(100)}...`],
    // Emoji count as one character each: never cut in the middle of one.
    ['🔮'.repeat(101), `${'🔮'.repeat(100)}...`],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (text, expected) => {
    expect(cutDescription(text)).toBe(expected);
  });
});

describe('commissionLabel (spec §2: N% or an R$ amount)', () => {
  it.each([
    ['percentage', 10, '10%'],
    ['percentage', 12.5, '12,5%'],
    ['percentage', '7.25', '7,25%'],
    ['percentage', 0, '0%'],
    [undefined, 15, '15%'],
    ['fixed', 15, 'R$\u00a015,00'],
    ['fixed', '9.9', 'R$\u00a09,90'],
    ['fixed', null, 'R$\u00a00,00'],
  ])('%s %j → %s', (type, value, expected) => {
    expect(commissionLabel(type, value)).toBe(expected);
  });
});

describe('weekdayShort (featured_day 0–6, Sunday 0)', () => {
  it.each([
    [0, 'Dom'],
    [1, 'Seg'],
    [2, 'Ter'],
    [3, 'Qua'],
    [4, 'Qui'],
    [5, 'Sex'],
    [6, 'Sáb'],
    ['3', 'Qua'],
    [null, ''],
    [undefined, ''],
    [7, ''],
  ])('%j → %j', (day, expected) => {
    expect(weekdayShort(day)).toBe(expected);
  });

  it('counts fields in Portuguese', () => {
    expect([0, 1, 2].map(fieldCountLabel)).toEqual(['0 campos', '1 campo', '2 campos']);
  });
});

describe('form field builder rules (spec §3, §5)', () => {
  it.each([
    ['Nome do Amor', 'nome_do_amor'],
    ['  data   nascimento ', 'data_nascimento'],
    ['WhatsApp', 'whatsapp'],
    ['já_ok', 'já_ok'],
  ])('normalizes %j to %j', (name, expected) => {
    expect(normalizeFieldName(name)).toBe(expected);
  });

  const existing = [{ name: 'nome_amor', label: 'Nome', type: 'text' as const }];
  it.each([
    [{ name: '', label: 'Rótulo' }, 'Nome e rótulo são obrigatórios'],
    [{ name: 'campo', label: '  ' }, 'Nome e rótulo são obrigatórios'],
    [{ name: '   ', label: '' }, 'Nome e rótulo são obrigatórios'],
    [{ name: 'Nome Amor', label: 'Outro' }, 'Já existe um campo com o nome nome_amor'],
    [{ name: 'whatsapp_contato', label: 'Zap' }, 'O campo whatsapp_contato já faz parte de todo formulário'],
    [{ name: 'Cidade', label: 'Cidade' }, null],
  ])('%o → %j', (patch, expected) => {
    expect(fieldDraftError({ ...EMPTY_FIELD_DRAFT, ...patch }, existing)).toBe(expected);
  });

  it('builds the field with the normalized name and trimmed texts', () => {
    expect(
      fieldFromDraft({
        name: 'Nome do Amor',
        label: ' Nome do amor ',
        type: 'text',
        required: true,
        placeholder: ' Ex ',
      }),
    ).toEqual({ name: 'nome_do_amor', label: 'Nome do amor', type: 'text', required: true, placeholder: 'Ex' });
  });

  it.each([
    [['a', 'b', 'c'], 1, -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 1, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'b', 'c']],
  ])('moves %j[%i] by %i → %j', (list, index, offset, expected) => {
    expect(moveItem(list, index, offset)).toEqual(expected);
  });
});

describe('ritual editor form', () => {
  const valid = { ...EMPTY_RITUAL_FORM, name: 'Ritual', price: '49.90', commission_value: '10' };
  it.each([
    [{}, {}],
    [{ name: ' ' }, { name: 'Nome do ritual é obrigatório' }],
    [{ price: '' }, { price: 'Preço é obrigatório' }],
    [{ price: 'abc' }, { price: 'Informe um preço válido, por exemplo 49.90' }],
    [{ price: '49,9' }, {}],
    [{ commission_value: '' }, { commission_value: 'Valor da comissão é obrigatório' }],
    [{ commission_value: '101' }, { commission_value: 'Comissão percentual deve estar entre 0 e 100' }],
    [{ commission_value: '101', commission_type: 'fixed' as const }, {}],
    [{ image_url: 'imagem.jpg' }, { image_url: 'URL da imagem inválida' }],
    [{ image_url: 'ftp://x.com/a.jpg' }, { image_url: 'URL da imagem inválida' }],
    [{ image_url: 'https://cdn.exemplo.com/a.jpg' }, {}],
  ])('%o → %o', (patch, expected) => {
    expect(validateRitualForm({ ...valid, ...patch })).toEqual(expected);
  });

  it('sends featured_day as text ("" for none) and money with a dot', () => {
    const payload = ritualPayload({ ...valid, price: '49,9', featured_day: '', commission_type: 'fixed' });
    expect(payload).toMatchObject({ price: '49.9', featured_day: '', commission_type: 'fixed', active: true });
    expect(ritualPayload({ ...valid, featured_day: '0' }).featured_day).toBe('0');
  });

  it('loads an existing ritual into the form, keeping Sunday (0) as a featured day', () => {
    const values = formValuesFrom(ritual({ featured_day: 0, commission_type: 'fixed', commission_value: 5 }));
    expect(values).toMatchObject({ featured_day: '0', commission_type: 'fixed', commission_value: '5', price: '49.9' });
    expect(formValuesFrom(ritual({ featured_day: null })).featured_day).toBe('');
  });
});
