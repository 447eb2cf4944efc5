import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug.js';

describe('slugify', () => {
  it('folds accents, lowercases and joins words with hyphens', () => {
    expect(slugify('Ritual do Amor Eterno')).toBe('ritual-do-amor-eterno');
    expect(slugify('Proteção Espiritual — São Jorge')).toBe('protecao-espiritual-sao-jorge');
    expect(slugify('Ação & Atração!')).toBe('acao-atracao');
  });

  it('drops hyphens at the ends when the name starts or ends with symbols', () => {
    expect(slugify('  ¡Çura já!  ')).toBe('cura-ja');
  });

  it('falls back to "ritual" when the name has no letters or digits', () => {
    expect(slugify('✨✨')).toBe('ritual');
  });

  it('caps very long names at 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);

    expect(slug).toBe('a'.repeat(79));
  });
});

describe('firstFreeSlug', () => {
  it('keeps the base when nobody holds it', () => {
    expect(firstFreeSlug('amor', new Set(['amor-2']))).toBe('amor');
  });

  it('appends -2 on the first collision', () => {
    expect(firstFreeSlug('amor', new Set(['amor']))).toBe('amor-2');
  });

  it('takes the first free suffix when -2 and -3 are taken', () => {
    expect(firstFreeSlug('amor', new Set(['amor', 'amor-2', 'amor-3', 'amor-5']))).toBe('amor-4');
  });
});
