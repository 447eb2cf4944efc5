import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('greetingName', () => {
  it('when "nome" is filled, greets by it first', () => {
    expect(greetingName({ nome: 'Ana', nome_cliente: 'Bia', nome_completo: 'Carla', name: 'Dani' })).toBe('Ana');
  });

  it('when "nome" is blank, falls back to nome_cliente', () => {
    expect(greetingName({ nome: '  ', nome_cliente: 'Bia', nome_completo: 'Carla' })).toBe('Bia');
  });

  it('when only nome_completo and name are filled, uses nome_completo', () => {
    expect(greetingName({ nome_completo: 'Carla Souza', name: 'Dani' })).toBe('Carla Souza');
  });

  it('when only "name" is filled, uses it', () => {
    expect(greetingName({ name: 'Dani' })).toBe('Dani');
  });

  it('when none of the four keys is filled, greets "Cliente" even if nome_completo_fixo exists', () => {
    expect(greetingName({ nome_completo_fixo: 'Maria da Silva', email: 'a@b.com' })).toBe('Cliente');
  });

  it('when there is no form data, greets "Cliente"', () => {
    expect(greetingName(undefined)).toBe('Cliente');
  });
});
