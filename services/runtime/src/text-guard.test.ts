import { describe, expect, it } from 'vitest';
import { findUnsafeValue, isSafeText, MAX_NESTING, unsafeValueDetail } from './text-guard.js';

describe('isSafeText', () => {
  it('accepts accents, emoji and, in a text area, tab and line breaks', () => {
    expect(isSafeText('Ação de graças 🙏 — São João', 'line')).toBe(true);
    expect(isSafeText('linha 1\r\nlinha\t2', 'text-area')).toBe(true);
  });

  it('refuses NUL, escape, DEL, C1 controls and lone surrogates anywhere, and line breaks in a line', () => {
    for (const bad of ['a\u0000b', 'a\u001Bb', 'a\u007Fb', 'a\u0085b', 'a\uD800b', 'a\uDC00', '\uD83D']) {
      expect([bad, isSafeText(bad, 'text-area')]).toEqual([bad, false]);
    }
    expect(isSafeText('a\nb', 'line')).toBe(false);
    expect(isSafeText('a\tb', 'line')).toBe(false);
  });
});

describe('findUnsafeValue', () => {
  it('finds nothing in a well-formed order with binary content', () => {
    const order = {
      ritual_id: '1',
      form_data: { nome: 'Ana', obs: 'a\nb' },
      photos: ['a.jpg'],
      file: Buffer.from([0]),
    };
    expect(findUnsafeValue(order)).toBeUndefined();
  });

  it('names the field holding a bad text, a prototype key or a bad key', () => {
    expect(findUnsafeValue({ form_data: { nome: 'A\u0000' } })).toEqual({ path: 'form_data.nome', problem: 'text' });
    expect(findUnsafeValue({ photos: ['ok', 'x\uDFFF'] })).toEqual({ path: 'photos[1]', problem: 'text' });
    expect(findUnsafeValue(JSON.parse('{"a":{"__proto__":{"admin":true}}}'))).toEqual({
      path: 'a.__proto__',
      problem: 'key',
    });
    expect(findUnsafeValue({ constructor: 1 })).toEqual({ path: 'constructor', problem: 'key' });
    expect(findUnsafeValue({ 'x\u0000': 1 })).toMatchObject({ problem: 'key' });
  });

  it('refuses nesting deeper than the limit without overflowing the stack on a hostile depth', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    let justDeepEnough: unknown = 'fim';
    for (let level = 0; level < MAX_NESTING; level++) justDeepEnough = { nivel: justDeepEnough };

    expect(findUnsafeValue(deep)).toMatchObject({ problem: 'nesting' });
    expect(findUnsafeValue(justDeepEnough)).toBeUndefined();
    expect(findUnsafeValue({ a: justDeepEnough })).toMatchObject({ problem: 'nesting' });
  });

  it('says in pt-BR what is wrong and where', () => {
    expect(unsafeValueDetail({ path: 'nome', problem: 'text' }, 'no corpo')).toBe(
      'Texto inválido no corpo (campo "nome"): caracteres de controle ou codificação inválida não são aceitos',
    );
  });
});
