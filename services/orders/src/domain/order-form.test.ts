import type { FormField } from '@ritual/proto/ritual/v1/common';
import { DomainError } from '@ritual/runtime';
import { describe, expect, it } from 'vitest';
import { orderWhatsapp, validateOrderForm } from './order-form.js';

const field = (name: string, label: string, type: string, required = false): FormField => ({
  id: 0,
  name,
  label,
  type,
  required,
  placeholder: '',
});

const FIELDS = [
  field('nome_amor', 'Nome do Amor', 'text', true),
  field('email', 'Email', 'email'),
  field('telefone', 'Telefone', 'tel'),
  field('observacao', '', 'textarea', true),
];

const VALID = {
  nome_completo_fixo: 'Maria da Silva',
  whatsapp_contato: '(11) 98888-7777',
  nome_amor: 'João',
  observacao: 'Nada a declarar',
};

function messageOf(formData: Record<string, string>, whatsapp = '', fields = FIELDS): string {
  try {
    validateOrderForm(fields, { form_data: formData, whatsapp });
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    return (err as DomainError).message;
  }
  throw new Error('expected the form to be rejected');
}

describe('validateOrderForm rules (spec §5)', () => {
  it('rejects a blank required field naming its label', () => {
    expect(messageOf({ ...VALID, nome_amor: '   ' })).toBe('Nome do Amor é obrigatório');
  });

  it('names a required field without label by its name', () => {
    expect(messageOf({ ...VALID, observacao: '' })).toBe('observacao é obrigatório');
  });

  it('rejects an email field without a basic address', () => {
    expect(messageOf({ ...VALID, email: 'maria@' })).toBe('Email inválido');
  });

  it.each(['11988887777', '(11) 9888-77777', '(1) 98888-7777', '(11)98888-7777'])(
    'rejects the tel value %s',
    (telefone) => {
      expect(messageOf({ ...VALID, telefone })).toBe('Telefone deve estar no formato (xx) xxxxx-xxxx');
    },
  );

  it.each(['(11) 98888-7777', '(11) 3333-4444'])('accepts the tel value %s', (telefone) => {
    expect(validateOrderForm(FIELDS, { form_data: { ...VALID, telefone }, whatsapp: '' }).formData.telefone).toBe(
      telefone,
    );
  });

  it('accepts empty optional email and tel fields', () => {
    const form = validateOrderForm(FIELDS, { form_data: { ...VALID, email: '', telefone: '' }, whatsapp: '' });
    expect(form.formData.email).toBe('');
  });

  it('requires the full name', () => {
    expect(messageOf({ ...VALID, nome_completo_fixo: ' ' })).toBe('Nome completo é obrigatório');
  });

  it('rejects a full name above 100 characters and accepts exactly 100', () => {
    expect(messageOf({ ...VALID, nome_completo_fixo: 'a'.repeat(101) })).toBe(
      'Nome completo deve ter no máximo 100 caracteres',
    );
    const form = validateOrderForm(FIELDS, {
      form_data: { ...VALID, nome_completo_fixo: 'a'.repeat(100) },
      whatsapp: '',
    });
    expect(form.formData.nome_completo_fixo).toHaveLength(100);
  });

  it('requires the contact WhatsApp', () => {
    const { whatsapp_contato: _, ...withoutContact } = VALID;
    expect(messageOf(withoutContact)).toBe('WhatsApp é obrigatório');
  });

  it('rejects a contact WhatsApp outside the phone format', () => {
    expect(messageOf({ ...VALID, whatsapp_contato: '11 98888 7777' })).toBe(
      'WhatsApp deve estar no formato (xx) xxxxx-xxxx',
    );
  });

  it('rejects a field value above 2000 characters', () => {
    expect(messageOf({ ...VALID, observacao: 'x'.repeat(2001) })).toBe('observacao deve ter no máximo 2000 caracteres');
  });

  it('rejects a request whatsapp above 30 characters', () => {
    expect(messageOf(VALID, '1'.repeat(31))).toBe('WhatsApp deve ter no máximo 30 caracteres');
  });
});

describe('validateOrderForm result', () => {
  it('drops keys that are neither ritual fields nor the two fixed fields, and trims values', () => {
    const form = validateOrderForm(FIELDS, {
      form_data: { ...VALID, nome_amor: '  João  ', intruso: 'x' },
      whatsapp: '',
    });
    expect(form.formData).toEqual({ ...VALID, nome_amor: 'João' });
  });

  it('takes the order whatsapp from whatsapp_contato even when whatsapp, telefone and the request carry others', () => {
    const fields = [...FIELDS, field('whatsapp', 'WhatsApp', 'tel')];
    const form = validateOrderForm(fields, {
      form_data: { ...VALID, whatsapp: '(21) 97777-6666', telefone: '(31) 3333-4444' },
      whatsapp: '(41) 95555-4444',
    });
    expect(form.whatsapp).toBe('(11) 98888-7777');
    expect(form.whatsappDigits).toBe('11988887777');
  });
});

describe('orderWhatsapp', () => {
  it('falls back from whatsapp_contato to whatsapp, then telefone, then empty', () => {
    const contact = { whatsapp_contato: '(11) 98888-7777', whatsapp: '(21) 97777-6666', telefone: '(31) 3333-4444' };

    expect(orderWhatsapp(contact)).toBe('(11) 98888-7777');
    expect(orderWhatsapp({ ...contact, whatsapp_contato: '' })).toBe('(21) 97777-6666');
    expect(orderWhatsapp({ telefone: '(31) 3333-4444', whatsapp: '' })).toBe('(31) 3333-4444');
    expect(orderWhatsapp({ nome: 'Ana' })).toBe('');
  });
});
