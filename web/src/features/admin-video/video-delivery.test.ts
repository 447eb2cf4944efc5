import { describe, expect, it } from 'vitest';
import { order } from '../../test/admin-screens';
import { csvLine } from '../admin-common/csv';
import { allLinksText, deliveryRow, VIDEO_CSV_HEADER, videoCsvRow, videoMessage } from './video-delivery';

describe('video delivery rows', () => {
  const withPhone = deliveryRow(
    order({ payment_status: 'paid', created_at: '2025-06-06T15:00:00Z' }),
    'Amarração do Amor',
  );
  const withoutPhone = deliveryRow(
    order({ id: 2, form_data: { nome_completo_fixo: 'Ana' }, payment_status: 'paid' }),
    'Amarração do Amor',
  );

  it('builds the wa.me link with 55 and the message greeting the client by name', () => {
    const url = new URL(withPhone.link);
    expect(url.origin + url.pathname).toBe('https://wa.me/5511987654321');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toBe(videoMessage('Maria da Silva', 'Amarração do Amor'));
    expect(text).toContain('Maria da Silva');
    expect(text).toContain('vídeo do seu ritual "Amarração do Amor" está pronto');
    expect(withoutPhone.link).toBe('');
  });

  it('exports the §9 columns', () => {
    expect(VIDEO_CSV_HEADER).toEqual(['Nome', 'WhatsApp', 'Status', 'Data', 'Ritual', 'Link WhatsApp']);
    const lines = [VIDEO_CSV_HEADER, ...[withPhone, withoutPhone].map((row) => videoCsvRow(row, 'Amarração do Amor'))]
      .map(csvLine)
      .join('')
      .split('\r\n');
    expect(lines[0]).toBe('Nome;WhatsApp;Status;Data;Ritual;Link WhatsApp');
    expect(lines[1]).toBe(`Maria da Silva;(11) 98765-4321;Pago;06/06/2025 12:00;Amarração do Amor;${withPhone.link}`);
    expect(lines[2]).toMatch(/^Ana;;Pago;/);
  });

  it('copies one "Name: link" line per client with a number', () => {
    expect(allLinksText([withPhone, withoutPhone])).toEqual({ text: `Maria da Silva: ${withPhone.link}`, count: 1 });
  });
});
