import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, PHONE_MAX_LENGTH } from './phone';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1132345678', '(11) 3234-5678'],
    ['11987654321', '(11) 98765-4321'],
  ])('when given the digits "%s", formats them as "%s"', (typed, expected) => {
    expect(formatPhone(typed)).toBe(expected);
  });

  it('when given letters and symbols, keeps only the digits', () => {
    expect(formatPhone('+(11) 9-8765 abc 4321')).toBe('(11) 98765-4321');
  });

  it('when given more than 11 digits, stops at 15 characters', () => {
    const formatted = formatPhone('119876543219999');
    expect(formatted).toBe('(11) 98765-4321');
    expect(formatted).toHaveLength(PHONE_MAX_LENGTH);
  });

  it('when a formatted value is formatted again, leaves it unchanged', () => {
    expect(formatPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
  });
});

describe('isValidPhone', () => {
  it.each(['(11) 98765-4321', '(11) 3234-5678'])('when given %s, accepts it', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each(['11987654321', '(11) 98765-432', '(1) 98765-4321', '(11)98765-4321'])(
    'when given %s, rejects it',
    (value) => {
      expect(isValidPhone(value)).toBe(false);
    },
  );
});
