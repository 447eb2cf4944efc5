import { describe, expect, it } from 'vitest';
import { formatDelay, formatDelays, messageLabel } from './message-labels';

describe('formatDelay', () => {
  it.each([
    [45, '45 s'],
    [1800, '30 min'],
    [72_000, '20 h'],
    [5400, '1 h 30 min'],
    [3725, '1 h 2 min 5 s'],
    [172_800, '2 dias'],
    [86_400, '1 dia'],
    [0, '0 s'],
  ])('%i seconds read "%s"', (seconds, words) => {
    expect(formatDelay(seconds)).toBe(words);
  });
});

describe('formatDelays', () => {
  it('joins the delays with commas and "e"', () => {
    expect(formatDelays([1800, 72_000])).toBe('30 min e 20 h');
    expect(formatDelays([45, 1800, 72_000])).toBe('45 s, 30 min e 20 h');
    expect(formatDelays([1800])).toBe('30 min');
    expect(formatDelays([])).toBe('');
  });
});

describe('messageLabel', () => {
  it('numbers the PIX reminders and names the other kinds', () => {
    expect(messageLabel({ kind: 'pix_lembrete', step: 2 })).toBe('Lembrete de PIX 2');
    expect(messageLabel({ kind: 'pedido_recebido', step: 0 })).toBe('Pedido recebido');
  });
});
