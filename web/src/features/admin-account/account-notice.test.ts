import { describe, expect, it } from 'vitest';
import { accountNoticeLines, endedSessionsText } from './account-notice';

describe('accountNoticeLines', () => {
  it.each([
    [0, 0, []],
    [1, 0, ['1 tentativa de entrada falhou desde a sua última visita']],
    [3, 0, ['3 tentativas de entrada falharam desde a sua última visita']],
    [0, 1, ['Entrada de um novo dispositivo desde a sua última visita']],
    [
      2,
      2,
      [
        '2 tentativas de entrada falharam desde a sua última visita',
        '2 entradas de novos dispositivos desde a sua última visita',
      ],
    ],
  ])('%i failed attempts and %i new devices read %j', (failed, devices, lines) => {
    expect(accountNoticeLines({ failed_attempts: failed, new_device_sign_ins: devices })).toEqual(lines);
  });
});

describe('endedSessionsText', () => {
  it.each([
    [0, 'Nenhuma sessão aberta para encerrar'],
    [1, '1 sessão encerrada'],
    [4, '4 sessões encerradas'],
  ])('%i → %s', (ended, text) => {
    expect(endedSessionsText(ended)).toBe(text);
  });
});
