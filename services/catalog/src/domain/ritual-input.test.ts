import { DomainError } from '@ritual/runtime';
import { describe, expect, it } from 'vitest';
import {
  normalizeFieldName,
  parseMoney,
  type RawFormField,
  type RawRitualInput,
  validateRitualInput,
} from './ritual-input.js';

function input(overrides: Partial<RawRitualInput> = {}): RawRitualInput {
  return {
    name: 'Ritual do Amor',
    description: 'Traz o amor de volta',
    price: '49.90',
    image_url: '',
    commission_type: 'percentage',
    commission_value: '10',
    confirmation_message: '',
    instructions: '',
    form_fields: [],
    featured_day: '',
    ...overrides,
  };
}

function field(overrides: Partial<RawFormField> = {}): RawFormField {
  return { name: 'nome_do_amor', label: 'Nome do amor', type: 'text', required: true, placeholder: '', ...overrides };
}

function rejection(raw: RawRitualInput): string {
  try {
    validateRitualInput(raw);
  } catch (err) {
    if (err instanceof DomainError) return err.message;
    throw err;
  }
  throw new Error('expected the input to be rejected');
}

describe('validateRitualInput', () => {
  it('accepts a complete ritual, trimming texts and normalizing money to two places', () => {
    const draft = validateRitualInput(
      input({ name: '  Ritual do Amor ', price: '49.9', commission_value: '10', featured_day: '3' }),
    );

    expect(draft).toMatchObject({
      name: 'Ritual do Amor',
      price: '49.90',
      commission_type: 'percentage',
      commission_value: '10.00',
      featured_day: 3,
      active: undefined,
    });
  });

  it('rejects a blank name with "Nome do ritual é obrigatório"', () => {
    expect(rejection(input({ name: '   ' }))).toBe('Nome do ritual é obrigatório');
  });

  it('rejects a name longer than 200 characters', () => {
    expect(rejection(input({ name: 'a'.repeat(201) }))).toBe('Nome do ritual deve ter no máximo 200 caracteres');
  });

  describe('price', () => {
    it.each([
      ['', 'Preço é obrigatório'],
      ['abc', 'Preço deve ser um número, por exemplo 49.90'],
      ['1e3', 'Preço deve ser um número, por exemplo 49.90'],
      ['-1', 'Preço não pode ser negativo'],
      ['49.999', 'Preço deve ter no máximo duas casas decimais'],
      ['12345678901', 'Preço muito alto'],
    ])('rejects %j with "%s"', (price, message) => {
      expect(rejection(input({ price }))).toBe(message);
    });

    it.each([
      ['0', '0.00'],
      ['49,90', '49.90'],
      ['049.900', '49.90'],
      ['9999999999.99', '9999999999.99'],
    ])('accepts %j as %s', (raw, expected) => {
      expect(parseMoney(raw)).toBe(expected);
    });
  });

  describe('commission', () => {
    it('defaults the type to percentage when empty', () => {
      expect(validateRitualInput(input({ commission_type: '' })).commission_type).toBe('percentage');
    });

    it('rejects an unknown type', () => {
      expect(rejection(input({ commission_type: 'bonus' }))).toBe(
        "Tipo de comissão inválido: use 'percentage' (percentual) ou 'fixed' (valor fixo)",
      );
    });

    it('rejects an empty value with "Valor da comissão é obrigatório"', () => {
      expect(rejection(input({ commission_value: ' ' }))).toBe('Valor da comissão é obrigatório');
    });

    it('rejects a percentage above 100', () => {
      expect(rejection(input({ commission_value: '100.01' }))).toBe('Comissão percentual deve estar entre 0 e 100');
    });

    it('accepts exactly 100 percent', () => {
      expect(validateRitualInput(input({ commission_value: '100' })).commission_value).toBe('100.00');
    });

    it('accepts a fixed amount above 100', () => {
      const draft = validateRitualInput(input({ commission_type: 'fixed', commission_value: '150.50' }));

      expect(draft).toMatchObject({ commission_type: 'fixed', commission_value: '150.50' });
    });

    it('rejects a negative fixed amount', () => {
      expect(rejection(input({ commission_type: 'fixed', commission_value: '-5' }))).toBe(
        'Valor da comissão não pode ser negativo',
      );
    });

    it('rejects a value with three decimals', () => {
      expect(rejection(input({ commission_value: '10.125' }))).toBe(
        'Valor da comissão deve ter no máximo duas casas decimais',
      );
    });
  });

  describe('image_url', () => {
    it.each(['http://exemplo.com/a.png', 'https://cdn.exemplo.com.br/img/amor.jpg?v=2', ''])('accepts %j', (url) => {
      expect(validateRitualInput(input({ image_url: url })).image_url).toBe(url);
    });

    it.each(['exemplo.com/a.png', 'ftp://exemplo.com/a.png', 'javascript:alert(1)', 'https://exemplo .com/a.png'])(
      'rejects %j with "URL da imagem inválida"',
      (url) => {
        expect(rejection(input({ image_url: url }))).toBe('URL da imagem inválida');
      },
    );
  });

  describe('featured_day', () => {
    it('is null when empty', () => {
      expect(validateRitualInput(input({ featured_day: '' })).featured_day).toBeNull();
    });

    it.each(['0', '6'])('accepts %s', (day) => {
      expect(validateRitualInput(input({ featured_day: day })).featured_day).toBe(Number(day));
    });

    it.each(['7', '-1', '1.5', 'segunda'])('rejects %j', (day) => {
      expect(rejection(input({ featured_day: day }))).toBe('Dia em destaque deve ser de 0 (domingo) a 6 (sábado)');
    });
  });

  describe('form fields', () => {
    it('normalizes names, defaults the type to text and keeps the order sent', () => {
      const draft = validateRitualInput(
        input({
          form_fields: [
            field({ name: '  Nome do  Amor ', label: ' Nome do amor ', type: '' }),
            field({ name: 'Data', label: 'Data de nascimento', type: 'DATE', required: false }),
          ],
        }),
      );

      expect(draft.form_fields).toEqual([
        { name: 'nome_do_amor', label: 'Nome do amor', type: 'text', required: true, placeholder: '' },
        { name: 'data', label: 'Data de nascimento', type: 'date', required: false, placeholder: '' },
      ]);
    });

    it.each([[{ name: ' ' }], [{ label: '' }]])(
      'rejects a field without name or label (%j) with "Nome e rótulo são obrigatórios"',
      (overrides) => {
        expect(rejection(input({ form_fields: [field(overrides)] }))).toBe('Nome e rótulo são obrigatórios');
      },
    );

    it('rejects two fields whose names normalize to the same name', () => {
      const fields = [field({ name: 'Nome Amor' }), field({ name: 'nome_amor' })];

      expect(rejection(input({ form_fields: fields }))).toBe('Já existe um campo com o nome nome_amor neste ritual');
    });

    it('rejects an unknown type', () => {
      expect(rejection(input({ form_fields: [field({ type: 'number' })] }))).toBe(
        'Tipo de campo inválido: number. Use text, email, tel, date, textarea',
      );
    });

    it.each(['nome_completo_fixo', 'WhatsApp Contato'])('rejects the reserved name %j', (name) => {
      expect(rejection(input({ form_fields: [field({ name })] }))).toMatch(
        /já faz parte de todo formulário e não pode ser adicionado/,
      );
    });

    it('rejects more than 50 fields', () => {
      const fields = Array.from({ length: 51 }, (_, i) => field({ name: `campo ${i}` }));

      expect(rejection(input({ form_fields: fields }))).toBe('Um ritual aceita no máximo 50 campos de formulário');
    });
  });
});

describe('normalizeFieldName', () => {
  it('trims, lowercases and turns whitespace runs into one underscore', () => {
    expect(normalizeFieldName('  Nome   da\tPessoa ')).toBe('nome_da_pessoa');
  });
});
