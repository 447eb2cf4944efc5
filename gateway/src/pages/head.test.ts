import { describe, expect, it } from 'vitest';
import { clip, formatBrl, renderHead, scriptSafeJson } from './head.js';

describe('renderHead', () => {
  it('escapes every value so none leaves its attribute or element', () => {
    const head = renderHead({
      title: '</title><script>x</script>',
      description: '" onload="x',
      canonical: 'https://loja.com/ritual/a"b',
      properties: [['og:title', "<b>'ok'</b> & cia"]],
    });

    expect(head).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(head).toContain('content="&quot; onload=&quot;x"');
    expect(head).toContain('href="https://loja.com/ritual/a&quot;b"');
    expect(head).toContain('content="&lt;b&gt;&#39;ok&#39;&lt;/b&gt; &amp; cia"');
  });

  it('leaves out empty properties and names twitter tags by name, Open Graph ones by property', () => {
    const head = renderHead({
      title: 't',
      description: 'd',
      properties: [
        ['og:image:secure_url', ''],
        ['twitter:card', 'summary_large_image'],
        ['og:type', 'website'],
      ],
    });

    expect(head).not.toContain('secure_url');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
  });
});

describe('scriptSafeJson', () => {
  it('writes JSON no value can close a script element with, and that parses back the same', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028' };

    const json = scriptSafeJson(value);

    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('clip and formatBrl', () => {
  it('cuts at a word with an ellipsis, and leaves short text alone', () => {
    expect(clip('Abre os caminhos do dinheiro com ervas', 20)).toBe('Abre os caminhos do…');
    expect(clip('  curto \n texto ', 20)).toBe('curto texto');
  });

  it('writes reais as people type them', () => {
    expect(formatBrl('97.00')).toBe('R$ 97,00');
    expect(formatBrl('1234.5')).toBe('R$ 1.234,50');
  });
});
