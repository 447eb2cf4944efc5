import { describe, expect, it } from 'vitest';
import { siteConfigValues } from '../admin-site-config/api/site-config-api';
import { validateSiteConfig } from '../admin-site-config/site-config-rules';
import { initials, isProtectedUser, validateNewUser } from './user-rules';

describe('new user rules (spec §5)', () => {
  const valid = { username: 'maria', email: 'maria@templo.com', password: '123456' };
  it.each([
    [{}, {}],
    [{ username: ' ' }, { username: 'Usuário é obrigatório' }],
    [{ email: '' }, { email: 'Email é obrigatório' }],
    [{ email: 'maria@' }, { email: 'Email inválido' }],
    [{ password: '' }, { password: 'Senha é obrigatória' }],
    [{ password: '12345' }, { password: 'Mínimo de 6 caracteres' }],
  ])('%o → %o', (patch, expected) => {
    expect(validateNewUser({ ...valid, ...patch })).toEqual(expected);
  });

  it.each([
    ['admin', true],
    [' Admin ', true],
    ['admin2', false],
  ])('%j is protected: %s', (username, expected) => {
    expect(isProtectedUser(username)).toBe(expected);
  });

  it.each([
    ['Maria Silva', 'MS'],
    ['joao', 'JO'],
    ['ana.paula', 'AP'],
    ['', '?'],
  ])('initials of %j are %s', (username, expected) => {
    expect(initials(username)).toBe(expected);
  });
});

describe('site config rules (spec §5)', () => {
  const valid = {
    ...siteConfigValues(null),
    site_name: 'Templo',
    browser_title: 'Templo',
    site_description: 'Rituais',
  };
  it.each([
    [{}, {}],
    [{ site_name: '' }, { site_name: 'Nome do site é obrigatório' }],
    [{ browser_title: ' ' }, { browser_title: 'Título do navegador é obrigatório' }],
    [{ site_description: '' }, { site_description: 'Descrição do site é obrigatória' }],
    [{ contact_email: 'x@' }, { contact_email: 'Email inválido' }],
    [{ contact_whatsapp: '5511999999999' }, {}],
    [{ contact_whatsapp: '551133334444' }, {}],
    [{ contact_whatsapp: '11999999999' }, { contact_whatsapp: 'Use 55 + DDD + número, por exemplo 5511999999999' }],
  ])('%o → %o', (patch, expected) => {
    expect(validateSiteConfig({ ...valid, ...patch })).toEqual(expected);
  });
});
