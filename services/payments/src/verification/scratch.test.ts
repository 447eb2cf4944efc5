import { writeFile } from 'node:fs/promises';
import { createLogger } from '@ritual/runtime';
import { it } from 'vitest';
import { OcrEngine } from './ocr.js';
import { readOffline } from './offline-reader.js';
import { BANK_LAYOUTS, endToEndIdOf, imageOnlyPdf, phonePhoto, type ReceiptSpec, screenshot, textPdf } from './receipt-corpus.js';
import { evaluate, decide } from './rules.js';

it('scratch', async () => {
  const ocr = new OcrEngine(createLogger('t', 'silent'));
  for (const layout of BANK_LAYOUTS) {
    const spec: ReceiptSpec = {
      layout, amount: '1249.90', paidAt: '2026-03-10T12:05:33',
      recipient: { name: 'TEMPLO DOS RITUAIS LTDA', document: layout === 'caixa' ? 'XX.222.333/0001-XX' : '11.222.333/0001-81', key: '11222333000181' },
      payer: { name: 'MARIA APARECIDA SOUZA', document: '***.456.789-**' }, idSuffix: 'a1B2c3D4e5F',
    };
    const files: Array<[string, Buffer, string]> = [
      ['pdf', await textPdf(spec), 'application/pdf'],
      ['png', await screenshot(spec, 'png'), 'image/png'],
      ['photo', await phonePhoto(spec, { angle: 3, sideways: layout === 'inter' }), 'image/jpeg'],
    ];
    files.push(['scan', await imageOnlyPdf(await screenshot(spec, 'jpeg')), 'application/pdf']);
    for (const [kind, content, contentType] of files) {
      await writeFile(`/tmp/corpus/${layout}-${kind}.${contentType.split('/')[1]}`, content);
      const t0 = performance.now();
      const r = await readOffline({ content, contentType }, ocr);
      const checks = evaluate(r.fields, { orderPrice: '1249.90', orderCreatedAt: new Date('2026-03-10T15:00:00Z'), pixKey: '11222333000181', siteName: 'Templo dos Rituais', timeZone: 'America/Sao_Paulo', now: new Date('2026-03-11T00:00:00Z') });
      console.log(layout, kind, Math.round(performance.now() - t0), 'ms', r.source, JSON.stringify(r.fields), endToEndIdOf(spec), JSON.stringify(decide(checks)), Object.entries(checks).map(([k, v]) => `${k}=${v.outcome}`).join(' '));
    }
  }
  await ocr.close();
}, 120000);
