import { createLogger } from '@ritual/runtime';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { endToEndIdOf, imageOnlyPdf, type ReceiptSpec, screenshot, textPdf } from '../testing/receipt-corpus.js';
import { type CodeReading, type GrayImage, OcrEngine, type OcrPage } from './ocr.js';
import { readOffline, withDateOfEndToEndId } from './offline-reader.js';
import { namesWithDocuments, type ReceiptFields } from './receipt-fields.js';
import { type Checks, evaluate } from './rules.js';

const payment: ReceiptSpec = {
  layout: 'itau',
  amount: '1249.90',
  paidAt: '2026-03-10T12:05:33',
  recipient: { name: 'TEMPLO DOS RITUAIS LTDA', document: '11.222.333/0001-81', key: 'loja@exemplo.com.br' },
  payer: { name: 'MARIA SOUZA', document: '***.456.789-**' },
  idSuffix: 'a1B2c3D4e5F',
};

const pdf = (content: Buffer) => ({ content, contentType: 'application/pdf' });
const TZ = 'America/Sao_Paulo';
const page = (text: string, lines: OcrPage['lines'] = []): OcrPage => ({ text, lines });
const COMPANY_HOLDER = { name: 'LUZ DIVINA RITUAIS LTDA', document: '12.***.***/0001-**' };
/** The first name with its document in the recipient's section of an image read with `ocr`. */
const holderRead = async (content: Buffer, ocr: Pick<OcrEngine, 'read' | 'readCode'>) =>
  namesWithDocuments(
    (await readOffline({ content, contentType: 'image/png' }, ocr, TZ, holdsCompanyDocument)).fields.recipientLines ??
      [],
  )[0];
/** Checks that confirm the recipient when the section's first name stands over the store's masked CNPJ. */
const holdsCompanyDocument = (fields: ReceiptFields) =>
  ({
    recipient: {
      outcome:
        namesWithDocuments(fields.recipientLines ?? [])[0]?.document === '12.***.***/0001-**' ? 'pass' : 'unknown',
    },
    paid_after_order: { outcome: 'pass' },
    amount: { outcome: 'pass' },
  }) as Checks;
const noOcr = () => ({ read: vi.fn(), readCode: vi.fn() });
/** A white page `height` pixels tall, for readings whose OCR is stubbed. */
const blankPage = (height: number) =>
  sharp({ create: { width: 560, height, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
/** Checks that confirm all but the amount, which they confirm when it is `price`. */
/** A receipt page in DejaVu Sans: "Pix enviado", the amount as `amountSvg` draws it, and an end-to-end id. */
const amountPage = (amountSvg: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="420"><rect width="720" height="420" fill="#fff"/>
        <text x="40" y="70" font-family="DejaVu Sans" font-size="30">Pix enviado</text>
        ${amountSvg}
        <text x="40" y="300" font-family="DejaVu Sans" font-size="22">E18236120202611231500AbCdEfGhIjK</text>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();
const ofPrice = (price: string) => (fields: ReceiptFields) =>
  ({
    recipient: { outcome: 'pass' },
    paid_after_order: { outcome: 'pass' },
    amount: { outcome: !fields.amount ? 'unknown' : fields.amount === price ? 'pass' : 'fail' },
  }) as Checks;
/** A page read as `lines`, whose amount's line read again as a code shows `amountLine`. */
const amountReadAgainAs = (lines: OcrPage['lines'], amountLine: string) => ({
  read: vi.fn(async () => page(lines.map((line) => line.text).join('\n'), lines)),
  readCode: vi.fn(async (_image: GrayImage, characters?: string) => (characters?.includes('$') ? amountLine : '')),
});

describe('readOffline', () => {
  it('reads a PDF’s text layer without any OCR', async () => {
    const ocr = noOcr();

    const reading = await readOffline(pdf(await textPdf(payment)), ocr, TZ);

    expect(ocr.read).not.toHaveBeenCalled();
    expect(reading).toMatchObject({
      source: 'pdf-text',
      fields: {
        amount: '1249.90',
        recipientKey: 'loja@exemplo.com.br',
        endToEndId: 'E60701190202603101505a1B2c3D4e5F',
      },
    });
  });

  it('reads a page of small text again, enlarged, and keeps the reading that found more', async () => {
    const small = { left: 10, top: 10, width: 200, height: 10 };
    const ocr = {
      read: vi
        .fn()
        .mockResolvedValueOnce(page('Pix enviado\nvalor', [{ text: 'Pix enviado', box: small }]))
        .mockResolvedValueOnce(page('Pix enviado\nvalor R$ 1.249,90\ndata e hora 10/03/2026 às 12:05:33')),
      readCode: vi.fn(),
    };
    const image = await sharp({ create: { width: 400, height: 1200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();

    const reading = await readOffline({ content: image, contentType: 'image/png' }, ocr, TZ);

    expect(ocr.read).toHaveBeenCalledTimes(2);
    expect((ocr.read.mock.calls[1]![0] as GrayImage).width).toBe(1000);
    expect(reading.fields).toMatchObject({ amount: '1249.90', paidAt: '2026-03-10T12:05:33' });
  });

  it('OCRs the picture of an image-only PDF', async () => {
    const ocr = { read: vi.fn(async () => page('Pix enviado\nvalor\nR$ 1.249,90')), readCode: vi.fn() };

    const reading = await readOffline(pdf(await imageOnlyPdf(await screenshot(payment, 'jpeg'))), ocr, TZ);

    expect(ocr.read).toHaveBeenCalledOnce();
    expect(reading).toMatchObject({ source: 'pdf-ocr', fields: { amount: '1249.90', mentionsPix: true } });
  });

  it('joins text that a PDF wrote one character at a time into words', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([400, 200]);
    const font = await document.embedFont(StandardFonts.Helvetica);
    let x = 20;
    for (const char of 'Pix Valor R$ 49,90') {
      page.drawText(char, { x, y: 100, size: 12, font });
      x += font.widthOfTextAtSize(char, 12);
    }

    const reading = await readOffline(pdf(Buffer.from(await document.save())), noOcr(), TZ);

    expect(reading.fields).toMatchObject({ mentionsPix: true, amount: '49.90' });
  });

  it('calls a PDF it cannot parse unreadable', async () => {
    const reading = await readOffline(pdf(Buffer.from('%PDF-1.4\nnot really a pdf')), noOcr(), TZ);

    expect(reading.source).toBe('unreadable');
  });

  describe('when OCR read no id agreeing with the receipt’s time', () => {
    const id = endToEndIdOf(payment); // stamped 2026-03-10 15:05 UTC, 12:05 in São Paulo
    const misread = `${id.slice(0, 15)}16${id.slice(17)}`; // the day read as 16
    const idBox = { left: 28, top: 1000, width: 480, height: 18 };
    const firstReading = (idLines: OcrPage['lines']) =>
      page(
        ['Pix enviado', 'valor R$ 1.249,90', 'data e hora 10/03/2026 às 12:05:33', ...idLines.map((l) => l.text)].join(
          '\n',
        ),
        [{ text: 'Pix enviado', box: { left: 28, top: 60, width: 200, height: 30 } }, ...idLines],
      );
    const image = () => screenshot(payment, 'png');

    it('reads the id’s line again, enlarged, and takes the reading that agrees', async () => {
      const ocr = {
        read: vi.fn(async () => firstReading([{ text: misread, box: idBox }])),
        readCode: vi.fn(async (_line: GrayImage) => id),
      };

      const reading = await readOffline({ content: await image(), contentType: 'image/png' }, ocr, TZ);

      expect(reading.fields.endToEndId).toBe(id);
      expect(ocr.readCode).toHaveBeenCalledOnce();
      const line = ocr.readCode.mock.calls[0]![0];
      expect(line.height).toBeGreaterThan(idBox.height * 2);
      expect(line.width).toBeGreaterThan(idBox.width * 2);
    });

    it('reads both lines of an id broken over two', async () => {
      const wrapped = [
        { text: id.slice(0, 22), box: idBox },
        { text: id.slice(22), box: { ...idBox, top: 1030, width: 150 } },
      ];
      const ocr = {
        read: vi.fn(async () => page(firstReading([]).text, firstReading(wrapped).lines)),
        readCode: vi.fn().mockResolvedValueOnce(id.slice(0, 22)).mockResolvedValueOnce(id.slice(22)),
      };

      const reading = await readOffline({ content: await image(), contentType: 'image/png' }, ocr, TZ);

      expect(ocr.readCode).toHaveBeenCalledTimes(2);
      expect(reading.fields.endToEndId).toBe(id);
    });

    it('reads both lines of an id the screen broke inside its stem, the rest misread longer than a tail', async () => {
      const wrapped = [
        { text: id.slice(0, 16), box: idBox },
        { text: `${id.slice(16, 20)}55${id.slice(20)}`, box: { ...idBox, top: 1030, width: 240 } },
      ];
      const ocr = {
        read: vi.fn(async () => page(firstReading([]).text, firstReading(wrapped).lines)),
        readCode: vi.fn().mockResolvedValueOnce(id.slice(0, 16)).mockResolvedValueOnce(id.slice(16)),
      };

      const reading = await readOffline({ content: await image(), contentType: 'image/png' }, ocr, TZ);

      expect(ocr.readCode).toHaveBeenCalledTimes(2);
      expect(reading.fields.endToEndId).toBe(id);
    });

    it('reads again an id whose digit OCR read as a slash, and no word of another length', async () => {
      const slashed = `${id.slice(0, 3)}/${id.slice(4)}`;
      const garbled = {
        read: vi.fn(async () => firstReading([{ text: slashed, box: idBox }])),
        readCode: vi.fn(async () => id),
      };
      const short = {
        read: vi.fn(async () => firstReading([{ text: slashed.slice(0, 24), box: idBox }])),
        readCode: vi.fn(async () => id),
      };

      const reading = await readOffline({ content: await image(), contentType: 'image/png' }, garbled, TZ);
      await readOffline({ content: await image(), contentType: 'image/png' }, short, TZ);

      expect(reading.fields.endToEndId).toBe(id);
      expect(short.readCode).not.toHaveBeenCalled();
    });

    it('keeps the first reading when no second one agrees either', async () => {
      const ocr = {
        read: vi.fn(async () => firstReading([{ text: misread, box: idBox }])),
        readCode: vi.fn(async () => misread),
      };

      const reading = await readOffline({ content: await image(), contentType: 'image/png' }, ocr, TZ);

      expect(reading.fields.endToEndId).toBe(misread);
      expect(ocr.readCode).toHaveBeenCalledTimes(2);
    });

    it('reads nothing again when the id agrees, or when no line looks like one', async () => {
      const agreeing = { read: vi.fn(async () => firstReading([{ text: id, box: idBox }])), readCode: vi.fn() };
      const idless = { read: vi.fn(async () => firstReading([])), readCode: vi.fn() };

      await readOffline({ content: await image(), contentType: 'image/png' }, agreeing, TZ);
      await readOffline({ content: await image(), contentType: 'image/png' }, idless, TZ);

      expect(agreeing.readCode).not.toHaveBeenCalled();
      expect(idless.readCode).not.toHaveBeenCalled();
    });
  });

  describe('when the first reading does not show the store as the recipient', () => {
    const key = 'pix-aedji1q1@luzdivina.com.br';
    const box = (top: number, width: number) => ({ left: 28, top, width, height: 22 });
    const lines = (keyLine: string, end: string) => [
      { text: 'Dados de quem recebeu', box: box(300, 330) },
      { text: 'chave Pix', box: box(550, 90) },
      { text: keyLine, box: box(580, 380) },
      { text: end, box: box(615, 12) },
      { text: 'instituição', box: box(660, 100) },
    ];
    const firstReading = (keyLine: string, end: string) =>
      page(
        lines(keyLine, end)
          .map((line) => line.text)
          .join('\n'),
        lines(keyLine, end),
      );
    const image = () => screenshot(payment, 'png');
    const isStoreKey = (fields: ReceiptFields) =>
      ({
        recipient: { outcome: fields.recipientKey?.replace(/E(?=luz)/, '@') === key ? 'pass' : 'unknown' },
        paid_after_order: { outcome: 'pass' },
        amount: { outcome: 'pass' },
      }) as Checks;

    it('reads the key’s line and its wrapped end again, enlarged, as key characters', async () => {
      const ocr = {
        read: vi.fn(async () => firstReading('pix-aedjil ga 1 GE luzdivina.com.b', '”')),
        readCode: vi.fn().mockResolvedValueOnce('pix-aedji1q1Eluzdivina.com.b').mockResolvedValueOnce('r'),
      };

      const reading = await readOffline({ content: await image(), contentType: 'image/png' }, ocr, TZ, isStoreKey);

      expect(reading.fields.recipientKey).toBe('pix-aedji1q1Eluzdivina.com.br');
      expect(ocr.readCode).toHaveBeenCalledTimes(2);
      expect(ocr.readCode.mock.calls[0]![1]).toContain('@');
      const line = ocr.readCode.mock.calls[0]![0] as GrayImage;
      expect(line.height).toBeGreaterThan(22);
    });

    it('keeps the first reading when the second does not show the store either, and reads nothing again when it did', async () => {
      const other = {
        read: vi.fn(async () => firstReading('contatoOmisticaonline.com.b', 'r')),
        readCode: vi.fn().mockResolvedValueOnce('contato@misticaonline.com.b').mockResolvedValueOnce('r'),
      };
      const confirmed = {
        read: vi.fn(async () => firstReading('pix-aedji1q1Eluzdivina.com.b', 'r')),
        readCode: vi.fn(),
      };

      const reading = await readOffline({ content: await image(), contentType: 'image/png' }, other, TZ, isStoreKey);
      await readOffline({ content: await image(), contentType: 'image/png' }, confirmed, TZ, isStoreKey);

      expect(reading.fields.recipientKey).toBe('contatoOmisticaonline.com.br');
      expect(confirmed.readCode).not.toHaveBeenCalled();
    });

    it('finds the line of a masked CPF key whose stars OCR dropped by the digits it kept, and reads it again', async () => {
      const maskedKey = '***.982.247-**';
      const ocr = {
        read: vi.fn(async () => firstReading('982.247', 'Agência 0001')),
        readCode: vi.fn().mockResolvedValueOnce(maskedKey),
      };
      const isMaskedKey = (fields: ReceiptFields) =>
        ({
          recipient: { outcome: fields.recipientKey === maskedKey ? 'pass' : 'unknown' },
          paid_after_order: { outcome: 'pass' },
          amount: { outcome: 'pass' },
        }) as Checks;

      const reading = await readOffline({ content: await image(), contentType: 'image/png' }, ocr, TZ, isMaskedKey);

      expect(reading.fields.recipientKey).toBe(maskedKey);
      expect(ocr.readCode).toHaveBeenCalledTimes(1);
    });
  });
  describe('when the date OCR read does not show the payment after the order', () => {
    const box = (top: number) => ({ left: 28, top, width: 400, height: 16 });
    const lines: OcrPage['lines'] = [
      { text: 'Pix enviado', box: box(100) },
      { text: 'R$ 37,50', box: box(140) },
      { text: '23/1/2026 - n:0017', box: box(180) },
      { text: 'ID da transação', box: box(220) },
      // Stamped 15:00 UTC, 12:00 in São Paulo.
      { text: 'E18236120202611231500AbCdEfGhIjK', box: box(260) },
    ];
    const firstReading = page(lines.map((line) => line.text).join('\n'), lines);
    const afterTheOrder = (fields: ReceiptFields) =>
      ({
        recipient: { outcome: 'pass' },
        amount: { outcome: 'pass' },
        paid_after_order: { outcome: fields.paidAt?.startsWith('2026-11-23T') ? 'pass' : 'unknown' },
      }) as Checks;
    const blank = () => blankPage(600);

    /** The page with its date's line printed as `printed`, that line read again as a code as `readAgain` says. */
    const withDateLine = (printed: string, readAgain: (characters?: string, how?: CodeReading) => string) => {
      const shown = lines.map((line) => (line.text.startsWith('23/') ? { ...line, text: printed } : line));
      return {
        read: vi.fn(async () => page(shown.map((line) => line.text).join('\n'), shown)),
        readCode: vi.fn(async (_image: GrayImage, characters?: string, how?: CodeReading) =>
          readAgain(characters, how),
        ),
      };
    };

    const dateReadAs = (dateLine: string) => ({
      read: vi.fn(async () => firstReading),
      readCode: vi.fn(async (_image: GrayImage, characters?: string) =>
        characters?.startsWith('0123456789/') ? dateLine : '',
      ),
    });

    it('reads the date’s line again enlarged, as digits and separators, and takes the time the id agrees with', async () => {
      const ocr = dateReadAs('23/11/2026-12:00:17');

      const reading = await readOffline({ content: await blank(), contentType: 'image/png' }, ocr, TZ, afterTheOrder);

      expect(reading.fields.paidAt).toBe('2026-11-23T12:00:17');
    });

    it('reads a date printed with dots again with dots among its characters, and a slashed one without', async () => {
      const ocr = withDateLine('25.11.2026 às 12:00:17', (characters) =>
        characters?.includes('.') ? '23.11.2026 12:00:17' : '',
      );
      const slashed = dateReadAs('23/11/2026-12:00:17');

      const reading = await readOffline({ content: await blank(), contentType: 'image/png' }, ocr, TZ, afterTheOrder);
      await readOffline({ content: await blank(), contentType: 'image/png' }, slashed, TZ, afterTheOrder);

      expect(reading.fields.paidAt).toBe('2026-11-23T12:00:17');
      expect(slashed.readCode.mock.calls.every(([, characters]) => !characters?.includes('.'))).toBe(true);
    });

    it('reads a date whose separators OCR garbled past recognition, its year left, again as a raw line', async () => {
      const ocr = withDateLine('23 1412026 |Ni Oii', (characters, how) =>
        how === 'raw line' && characters?.includes('.') && characters.includes('/') ? '23.11.2026|12:00' : '',
      );

      const reading = await readOffline({ content: await blank(), contentType: 'image/png' }, ocr, TZ, afterTheOrder);

      expect(reading.fields.paidAt).toBe('2026-11-23T12:00:00');
    });

    it('reads a dotted date whose first dot OCR lost again, with dots among its characters', async () => {
      const ocr = withDateLine('2311.2026 - 12:00', (characters) =>
        characters?.includes('.') ? '23.11.2026 - 12:00:17' : '',
      );

      const reading = await readOffline({ content: await blank(), contentType: 'image/png' }, ocr, TZ, afterTheOrder);

      expect(reading.fields.paidAt).toBe('2026-11-23T12:00:17');
    });

    it('reads a slashed date whose first slash OCR lost again, as digits and slashes', async () => {
      const ocr = withDateLine('2311/2026 12:00', (characters) =>
        characters?.startsWith('0123456789/') ? ': 23/11/2026 12:00:17' : '',
      );

      const reading = await readOffline({ content: await blank(), contentType: 'image/png' }, ocr, TZ, afterTheOrder);

      expect(reading.fields.paidAt).toBe('2026-11-23T12:00:17');
    });

    it('reads the date’s lines again when the time read is after the order but not the id’s, and takes the id’s', async () => {
      const ocr = withDateLine('23/11/2026 - 12:20:17', () => '23/11/2026-12:00:17');

      const reading = await readOffline({ content: await blank(), contentType: 'image/png' }, ocr, TZ, afterTheOrder);

      expect(reading.fields.paidAt).toBe('2026-11-23T12:00:17');
      expect(ocr.readCode).toHaveBeenCalled();
    });

    it('reads a time on its own line whose seconds’ colon OCR read as a digit again, as digits and colons', async () => {
      const timeApart = [
        ...lines.slice(0, 2),
        { text: 'Segunda-feira, 23 de novembro de 2026, às', box: box(180) },
        { text: '12:00217', box: box(200) },
        ...lines.slice(3),
      ];
      const ocr = {
        read: vi.fn(async () => page(timeApart.map((line) => line.text).join('\n'), timeApart)),
        readCode: vi.fn(async (_image: GrayImage, characters?: string) =>
          characters === '0123456789:h' ? '12:00:17' : '',
        ),
      };

      const reading = await readOffline({ content: await blank(), contentType: 'image/png' }, ocr, TZ, afterTheOrder);

      expect(reading.fields.paidAt).toBe('2026-11-23T12:00:17');
    });

    it('reads the time’s own line again, under or beside its label, with the date’s', async () => {
      const timeApart = [
        ...lines.slice(0, 2),
        { text: '23/11/2026', box: box(180) },
        { text: 'Horário 117', box: box(200) },
        ...lines.slice(3),
      ];
      const ocr = {
        read: vi
          .fn()
          .mockResolvedValueOnce(page(timeApart.map((line) => line.text).join('\n'), timeApart))
          .mockResolvedValueOnce(page('23/11/2026'))
          .mockResolvedValueOnce(page('Horário 12:00:17')),
        readCode: vi.fn(async () => '23/11/2026'),
      };

      const reading = await readOffline({ content: await blank(), contentType: 'image/png' }, ocr, TZ, afterTheOrder);

      expect(reading.fields.paidAt).toBe('2026-11-23T12:00:17');
    });

    it('keeps the first reading when the date read again is not the id’s time', async () => {
      const ocr = dateReadAs('23/11/2026-16:40:00');

      const reading = await readOffline({ content: await blank(), contentType: 'image/png' }, ocr, TZ, afterTheOrder);

      expect(reading.fields.paidAt).not.toMatch(/^2026-11-23/);
    });
  });
  describe('when OCR read no amount', () => {
    const box = (top: number) => ({ left: 28, top, width: 400, height: 16 });
    const lines: OcrPage['lines'] = [
      { text: 'Transferência enviada', box: box(100) },
      { text: 'Valor R$7315', box: box(140) },
      { text: 'E18236120202611231500AbCdEfGhIjK', box: box(180) },
    ];
    const ocrReading = (amountLine: string) => amountReadAgainAs(lines, amountLine);
    const blank = () => blankPage(400);

    it('reads the amount’s line again enlarged and takes the order’s amount read there', async () => {
      const ocr = ocrReading('Valor R$ 73,15');

      const reading = await readOffline(
        { content: await blank(), contentType: 'image/png' },
        ocr,
        TZ,
        ofPrice('73.15'),
      );

      expect(reading.fields.amount).toBe('73.15');
    });

    it('keeps no amount when the line read again shows another one', async () => {
      const ocr = ocrReading('Valor R$ 78,15');

      const reading = await readOffline(
        { content: await blank(), contentType: 'image/png' },
        ocr,
        TZ,
        ofPrice('73.15'),
      );

      expect(reading.fields.amount).toBeNull();
    });
  });
  describe('when the amount is printed large and OCR read its sign as a letter or left it out', () => {
    const box = (top: number, height = 16) => ({ left: 28, top, width: 400, height });
    /** The amount's line read by the page as `amountLine`, and as `thinned` when read again thinned, as figures. */
    const pageWith = (amountLine: string, height: number, thinned: string) => {
      const lines: OcrPage['lines'] = [
        { text: 'Você pagou', box: box(60) },
        { text: amountLine, box: box(90, height) },
        { text: 'Para', box: box(160) },
        { text: 'E18236120202611231500AbCdEfGhIjK', box: box(190) },
      ];
      return {
        read: vi.fn(async () => page(lines.map((line) => line.text).join('\n'), lines)),
        readCode: vi.fn(async (_image: GrayImage, characters?: string) =>
          characters === 'R$0123456789.,' ? thinned : '',
        ),
      };
    };
    const judged = async (amountLine: string, height: number, price: string, thinned = '') =>
      (
        await readOffline(
          { content: await blankPage(400), contentType: 'image/png' },
          pageWith(amountLine, height, thinned),
          TZ,
          ofPrice(price),
        )
      ).fields.amount;

    it.each([['s73,45'], ['66,99'], ['s1,423,00']])(
      'takes the large line %s for the order’s amount it shows',
      async (asRead) => {
        const price = asRead
          .replace(/^s/, '')
          .replace(/,(?=\d{3})/, '')
          .replace(',', '.');
        expect(await judged(asRead, 48, price)).toBe(price);
      },
    );

    it('takes no line of the page’s height, nor a large one showing another amount', async () => {
      expect(await judged('s73,45', 16, '73.45')).toBeNull();
      expect(await judged('s73,45', 48, '78.45')).toBeNull();
    });

    it.each([
      ['rn$42,16', '42,16', '42.16'],
      ['2s 63,90', 'R$63,90', '63.90'],
    ])(
      'reads the large line %s again as figures, its strokes thinned (%s), and takes the order’s amount %s',
      async (asRead, thinned, price) => {
        expect(await judged(asRead, 48, price, thinned)).toBe(price);
      },
    );

    it('takes no figures read thinned from a line of the page’s height, nor ones showing another amount', async () => {
      expect(await judged('rn$42,16', 16, '42.16', '42,16')).toBeNull();
      expect(await judged('rn$42,16', 48, '42.76', '42,16')).toBeNull();
    });
  });

  describe('when OCR read another amount than the order’s', () => {
    const box = (top: number) => ({ left: 28, top, width: 400, height: 16 });
    const withAmount = (amountLine: string): OcrPage['lines'] => [
      { text: 'Transferência enviada', box: box(100) },
      { text: amountLine, box: box(140) },
      { text: 'E18236120202611231500AbCdEfGhIjK', box: box(180) },
    ];
    const lines = withAmount('Valor R$ 457,50');
    const ocrReading = (amountLine: string) => amountReadAgainAs(lines, amountLine);
    const blank = () => blankPage(400);

    it('leaves the amount in doubt, not confirmed, when the line read again shows the order’s', async () => {
      const reading = await readOffline(
        { content: await blank(), contentType: 'image/png' },
        ocrReading('Valor R$ 453,50'),
        TZ,
        ofPrice('453.50'),
      );

      expect(reading.fields.amount).toBeNull();
    });

    it('leaves the amount in doubt when its tall line read again thinned shows the order’s', async () => {
      const tall: OcrPage['lines'] = [
        { text: 'Transferência enviada', box: box(100) },
        { text: 'R$ 371,99', box: { left: 28, top: 140, width: 400, height: 48 } },
        { text: 'E18236120202611231500AbCdEfGhIjK', box: box(200) },
      ];
      const ocr = {
        read: vi.fn(async () => page(tall.map((line) => line.text).join('\n'), tall)),
        readCode: vi.fn(async (_image: GrayImage, characters?: string) =>
          characters === 'R$0123456789.,' ? '351,99' : 'R$ 371,99',
        ),
      };

      const reading = await readOffline(
        { content: await blank(), contentType: 'image/png' },
        ocr,
        TZ,
        ofPrice('351.99'),
      );

      expect(reading.fields.amount).toBeNull();
    });

    it('keeps the other amount when the line read again shows it too', async () => {
      const reading = await readOffline(
        { content: await blank(), contentType: 'image/png' },
        ocrReading('Valor R$ 457,50'),
        TZ,
        ofPrice('453.50'),
      );

      expect(reading.fields.amount).toBe('457.50');
    });

    it.each([
      ['R$ 9.982,90', '5582.90'],
      ['R$ 391,99', '351.99'],
      ['R$ 4.587,90', '4587.50'],
      ['R$ 80,00', '30.00'],
    ])(
      'leaves %s in doubt when the order’s %s differs only in figures bold type makes alike and a reading again agrees',
      async (asRead, price) => {
        const ocr = amountReadAgainAs(withAmount(asRead), asRead);

        const reading = await readOffline(
          { content: await blank(), contentType: 'image/png' },
          ocr,
          TZ,
          ofPrice(price),
        );

        expect(reading.fields.amount).toBeNull();
        expect(ocr.readCode).toHaveBeenCalled();
      },
    );

    // The page's reading of the whole picture, and `again` for every line read again, as figures or as a page.
    const readAgainEveryWayAs = (asRead: string, again: string) => ({
      read: vi.fn(async (image: GrayImage) =>
        image.height >= 400
          ? page(
              withAmount(asRead)
                .map((line) => line.text)
                .join('\n'),
              withAmount(asRead),
            )
          : page(again),
      ),
      readCode: vi.fn(async (_image: GrayImage, characters?: string) => (characters?.includes('$') ? again : '')),
    });

    it('takes the order’s amount when a bold figure was read as its lookalike and every reading again shows it', async () => {
      const reading = await readOffline(
        { content: await blank(), contentType: 'image/png' },
        readAgainEveryWayAs('R$ 983,50', 'R$ 983,60'),
        TZ,
        ofPrice('983.60'),
      );

      expect(reading.fields.amount).toBe('983.60');
    });

    it('leaves such an amount in doubt when one reading again shows the amount first read', async () => {
      const ocr = readAgainEveryWayAs('R$ 983,50', 'R$ 983,60');
      ocr.read.mockImplementation(async (image: GrayImage) =>
        image.height >= 400
          ? page(
              withAmount('R$ 983,50')
                .map((line) => line.text)
                .join('\n'),
              withAmount('R$ 983,50'),
            )
          : page('R$ 983,50'),
      );

      const reading = await readOffline(
        { content: await blank(), contentType: 'image/png' },
        ocr,
        TZ,
        ofPrice('983.60'),
      );

      expect(reading.fields.amount).toBeNull();
    });

    it.each([
      ['R$ 391,99', '351.91'],
      ['R$ 9.982,90', '5552.90'],
      ['R$ 41,00', '47.00'],
    ])(
      'keeps %s, a wrong amount, when the order’s %s differs in three figures or in one with no lookalike',
      async (asRead, price) => {
        const reading = await readOffline(
          { content: await blank(), contentType: 'image/png' },
          amountReadAgainAs(withAmount(asRead), asRead),
          TZ,
          ofPrice(price),
        );

        expect(reading.fields.amount).toBe(asRead.replace(/[R$ .]/g, '').replace(',', '.'));
      },
    );
  });

  describe('when the page reading left out the amount’s line whole', () => {
    const box = (top: number) => ({ left: 28, top, width: 400, height: 16 });
    const lines: OcrPage['lines'] = [
      { text: 'Pix enviado', box: box(40) },
      { text: 'Para', box: box(300) },
      { text: 'E18236120202611231500AbCdEfGhIjK', box: box(340) },
    ];
    // A large amount in bold at 120–160 px, where OCR found no line.
    const withAmount = () =>
      sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="560" height="400"><rect width="560" height="400" fill="#fff"/>' +
            '<rect x="40" y="120" width="260" height="40" fill="#000"/></svg>',
        ),
      )
        .png()
        .toBuffer();
    const readingBand = (band: string) => ({
      read: vi.fn(async (image: GrayImage) =>
        image.height >= 400 ? page(lines.map((line) => line.text).join('\n'), lines) : page(band),
      ),
      readCode: vi.fn(async () => ''),
    });

    it('reads the band of ink no line covers on its own and takes the order’s amount read there', async () => {
      const ocr = readingBand('- R$ 278,90');

      const reading = await readOffline(
        { content: await withAmount(), contentType: 'image/png' },
        ocr,
        TZ,
        ofPrice('278.90'),
      );

      expect(reading.fields.amount).toBe('278.90');
      const band = ocr.read.mock.calls.map(([image]) => image).find((image) => image.height < 400)!;
      expect(band.width).toBeGreaterThan(260);
    });

    it('keeps no amount when the band shows another one', async () => {
      const reading = await readOffline(
        { content: await withAmount(), contentType: 'image/png' },
        readingBand('- R$ 279,90'),
        TZ,
        ofPrice('278.90'),
      );

      expect(reading.fields.amount).toBeNull();
    });
  });

  describe('when the amount prints its cents raised and small (Tesseract)', () => {
    const ocr = new OcrEngine(createLogger('ocr', 'silent'));
    afterAll(() => ocr.close());
    const receipt = () =>
      amountPage(`
        <text x="360" y="190" text-anchor="end" font-family="DejaVu Sans" font-weight="bold" font-size="64">R$ 1.260</text>
        <text x="364" y="158" font-family="DejaVu Sans" font-weight="bold" font-size="28">,65</text>
      `);

    it('reads the units and the raised cents apart and takes the order’s amount they make', async () => {
      const reading = await readOffline(
        { content: await receipt(), contentType: 'image/png' },
        ocr,
        TZ,
        ofPrice('1260.65'),
      );

      expect(reading.fields.amount).toBe('1260.65');
    });

    it('keeps no amount when units and cents make another amount than the order’s', async () => {
      const reading = await readOffline(
        { content: await receipt(), contentType: 'image/png' },
        ocr,
        TZ,
        ofPrice('1260.66'),
      );

      expect(reading.fields.amount).toBeNull();
    });

    it('finds the cents beyond the end of the box the page gave the line', async () => {
      const boxEndingBeforeTheCents = {
        read: async (image: GrayImage | Buffer) => {
          const read = await ocr.read(image);
          const lines = read.lines.map((line) =>
            line.text.startsWith('R$')
              ? { ...line, box: { ...line.box, width: Math.round(0.86 * line.box.width) } }
              : line,
          );
          return { ...read, lines };
        },
        readCode: ocr.readCode.bind(ocr),
      };

      const reading = await readOffline(
        { content: await receipt(), contentType: 'image/png' },
        boxEndingBeforeTheCents,
        TZ,
        ofPrice('1260.65'),
      );

      expect(reading.fields.amount).toBe('1260.65');
    });

    it.each([
      ['sees nothing in them', ''],
      ['runs the comma into a digit', '95'],
    ])('reads the cents raw when the line model %s, and passes over a point after the sign', async (_, asLine) => {
      const readCode = vi.fn(async (image: GrayImage | Buffer, characters?: string, how?: CodeReading) => {
        if (characters === 'R$0123456789.') return 'R$.1.260';
        if (characters === '0123456789,' && how !== 'raw line') return asLine;
        return ocr.readCode(image, characters, how);
      });

      const reading = await readOffline(
        { content: await receipt(), contentType: 'image/png' },
        { read: ocr.read.bind(ocr), readCode },
        TZ,
        ofPrice('1260.65'),
      );

      expect(reading.fields.amount).toBe('1260.65');
      expect(readCode).toHaveBeenCalledWith(expect.anything(), '0123456789,', 'raw line');
    });
  });

  describe('when the amount prints its sign and cents raised and small beside two large digits (Tesseract)', () => {
    const ocr = new OcrEngine(createLogger('ocr', 'silent'));
    afterAll(() => ocr.close());
    const receipt = () =>
      amountPage(`
        <text x="40" y="158" font-family="DejaVu Sans" font-weight="bold" font-size="28">R$</text>
        <text x="86" y="190" font-family="DejaVu Sans" font-weight="bold" font-size="64">29</text>
        <text x="178" y="158" font-family="DejaVu Sans" font-weight="bold" font-size="28">,90</text>
      `);
    /** The page read as it is, its amount's line read as `amount` (what OCR made of it). */
    const amountReadAs = (amount: string) => async (image: GrayImage | Buffer) => {
      const read = await ocr.read(image);
      const tall = Math.max(...read.lines.map((line) => line.box.height));
      const lines = read.lines.map((line) => (line.box.height === tall ? { ...line, text: amount } : line));
      return { ...read, lines, text: lines.map((line) => line.text).join('\n') };
    };

    it.each([
      ['a mark', '29º'],
      ['nothing', '2990'],
    ])('takes a line of large figures whose sign OCR read as %s for the amount', async (_, asRead) => {
      const reading = await readOffline(
        { content: await receipt(), contentType: 'image/png' },
        { read: amountReadAs(asRead), readCode: ocr.readCode.bind(ocr) },
        TZ,
        ofPrice('29.90'),
      );

      expect(reading.fields.amount).toBe('29.90');
    });

    it('reads the units raw when the line model drops a digit beside the raised sign', async () => {
      const readCode = vi.fn(async (image: GrayImage | Buffer, characters?: string, how?: CodeReading) =>
        characters === 'R$0123456789.' && how !== 'raw line' ? 'R$9' : ocr.readCode(image, characters, how),
      );

      const reading = await readOffline(
        { content: await receipt(), contentType: 'image/png' },
        { read: amountReadAs('R$2 90'), readCode },
        TZ,
        ofPrice('29.90'),
      );

      expect(reading.fields.amount).toBe('29.90');
      expect(readCode).toHaveBeenCalledWith(expect.anything(), 'R$0123456789.', 'raw line');
    });

    it('leaves to a person an amount read as another whose units and cents, read apart, make the order’s', async () => {
      const reading = await readOffline(
        { content: await receipt(), contentType: 'image/png' },
        { read: amountReadAs('R$20,90'), readCode: ocr.readCode.bind(ocr) },
        TZ,
        ofPrice('29.90'),
      );

      expect(reading.fields.amount).toBeNull();
    });
  });

  describe('when OCR drops the amount’s comma however the line is read (Tesseract)', () => {
    const ocr = new OcrEngine(createLogger('ocr', 'silent'));
    afterAll(() => ocr.close());
    const receipt = (amount: string) =>
      amountPage(`
        <text x="40" y="190" font-family="DejaVu Sans" font-size="56">${amount}</text>
      `);
    const withoutComma = (text: string) => text.replace(/R\$ ?(\d+),(\d\d)/, 'R$ $1$2');
    const droppingCommas = {
      read: async (image: GrayImage | Buffer) => {
        const read = await ocr.read(image);
        const lines = read.lines.map((line) => ({ ...line, text: withoutComma(line.text) }));
        return { text: withoutComma(read.text), lines };
      },
      readCode: async (image: GrayImage | Buffer, characters?: string, how?: CodeReading) =>
        withoutComma(await ocr.readCode(image, characters, how)),
    };

    it('puts the comma back where the picture shows one before two digits', async () => {
      const reading = await readOffline(
        { content: await receipt('R$ 27,50'), contentType: 'image/png' },
        droppingCommas,
        TZ,
        ofPrice('27.50'),
      );

      expect(reading.fields.amount).toBe('27.50');
    });

    it('puts back no comma the picture does not show', async () => {
      const reading = await readOffline(
        { content: await receipt('R$ 2750'), contentType: 'image/png' },
        droppingCommas,
        TZ,
        ofPrice('27.50'),
      );

      expect(reading.fields.amount).toBeNull();
    });
  });

  describe('when OCR misread both the date and the id', () => {
    const box = (top: number) => ({ left: 28, top, width: 400, height: 16 });
    const id = 'E18236120202611231500AbCdEfGhIjK'; // stamped 15:00 UTC, 12:00 in São Paulo
    const lines: OcrPage['lines'] = [
      { text: 'Pix enviado', box: box(100) },
      { text: 'R$ 37,50', box: box(140) },
      { text: 'Data 23/1/2026 às 12:00', box: box(180) },
      { text: 'ID da transação', box: box(220) },
      { text: 'E18236120202611231500AbC)dEfGhIjK', box: box(260) },
    ];
    const afterTheOrder = (fields: ReceiptFields) =>
      ({
        recipient: { outcome: 'pass' },
        amount: { outcome: 'pass' },
        paid_after_order: { outcome: fields.paidAt?.startsWith('2026-11-23T') ? 'pass' : 'unknown' },
      }) as Checks;
    const blank = () => blankPage(600);
    // A code reading of the id drops its letters; a page reading keeps them.
    const ocrReading = (idAsPage: string) => ({
      read: vi.fn(async (image: GrayImage) =>
        image.height >= 600 ? page(lines.map((line) => line.text).join('\n'), lines) : page(idAsPage),
      ),
      readCode: vi.fn(async (_image: GrayImage, characters?: string) =>
        characters?.startsWith('0123456789/') ? '23/11/2026-12:00' : '18236120202611231500',
      ),
    });

    it('reads the id again as a page line, keeps it for agreeing with the time of day, and then the date against it', async () => {
      const reading = await readOffline(
        { content: await blank(), contentType: 'image/png' },
        ocrReading(id),
        TZ,
        afterTheOrder,
      );

      expect(reading.fields).toMatchObject({ endToEndId: id, paidAt: '2026-11-23T12:00:00' });
    });

    it('keeps no id stamped at another time of day, and the date stays unconfirmed', async () => {
      const otherTime = 'E18236120202611231740AbCdEfGhIjK';

      const reading = await readOffline(
        { content: await blank(), contentType: 'image/png' },
        ocrReading(otherTime),
        TZ,
        afterTheOrder,
      );

      expect(reading.fields.endToEndId).not.toBe(otherTime);
      expect(reading.fields.paidAt).not.toMatch(/^2026-11-23/);
    });
  });

  describe('when the recipient is confirmed by name and document only, and the document reads as garbage', () => {
    const word = (text: string, left: number, width: number) => ({ text, box: { left, top: 400, width, height: 22 } });
    const documentWords = [
      word('CNPJ', 28, 60),
      word('12.', 300, 30),
      word('HP:', 336, 34),
      word('I', 376, 8),
      word('A/O00', 390, 60),
      word('1-2', 456, 30),
    ];
    const lines: OcrPage['lines'] = [
      { text: 'Dados de quem recebeu', box: { left: 28, top: 300, width: 330, height: 22 } },
      { text: 'Nome LUZ DIVINA RITUAIS LTDA', box: { left: 28, top: 350, width: 460, height: 22 } },
      {
        text: documentWords.map((w) => w.text).join(' '),
        box: { left: 28, top: 400, width: 458, height: 22 },
        words: documentWords,
      },
    ];
    const firstReading = page(lines.map((line) => line.text).join('\n'), lines);
    const byDocument = (fields: ReceiptFields) =>
      ({
        recipient: { outcome: fields.recipientDocument === '12.***.***/0001-**' ? 'pass' : 'unknown' },
        paid_after_order: { outcome: 'pass' },
        amount: { outcome: 'pass' },
      }) as Checks;

    it('reads the document again without its label, with the characters documents are printed with', async () => {
      const ocr = {
        read: vi.fn(async () => firstReading),
        readCode: vi.fn(async (_image: GrayImage, _characters?: string) => '12.***.***/0001-**'),
      };
      const image = await sharp({ create: { width: 560, height: 1200, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();

      const reading = await readOffline({ content: image, contentType: 'image/png' }, ocr, TZ, byDocument);

      expect(reading.fields.recipientDocument).toBe('12.***.***/0001-**');
      const [cut, characters] = ocr.readCode.mock.calls.at(-1)!;
      expect(characters).toMatch(/^[0-9*•.\-/X]+$/);
      const { width } = cut;
      const valueScale = 32 / 22;
      expect(width).toBeLessThan(458 * valueScale);
    });

    it('keeps the first reading when the second does not confirm the recipient either', async () => {
      const ocr = { read: vi.fn(async () => firstReading), readCode: vi.fn(async () => '45.***.***/0001-**') };
      const image = await sharp({ create: { width: 560, height: 1200, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();

      const reading = await readOffline({ content: image, contentType: 'image/png' }, ocr, TZ, byDocument);

      expect(reading.fields.recipientDocument).toBeNull();
    });
  });
  describe('when the document under the holder’s name is missing from the page OCR read', () => {
    const line = (text: string, top: number, height = 30) => ({ text, box: { left: 40, top, width: 420, height } });
    const lines: OcrPage['lines'] = [
      line('Pix enviado', 100),
      line('De', 160),
      line('RENATA GOMES PRADO', 200),
      line('***.813.472-**', 240),
      line('Para', 300),
      line('LUZ DIVINA RITUAIS LTDA', 340),
      // A gray document line between the name and the bank, which the page read left out.
      line('BANCO DO BRASIL S.A.', 440),
      line('ID da transação', 500),
    ];
    const blank = () => blankPage(700);
    // The band (70 px between the name's line and the bank's) is cut taller than the bank's line (30 px).
    const readingBands = (document: string, under: OcrPage['lines']) => ({
      read: vi.fn(async (image: GrayImage) => {
        if (image.height >= 700) return page(under.map((l) => l.text).join('\n'), under);
        return page(image.height > 60 ? document : 'BANCO DO BRASIL S.A.');
      }),
      readCode: vi.fn(async () => ''),
    });

    it('reads the band between the name and the next line, where a line fits, as the name’s document', async () => {
      const ocr = readingBands('12.***.***/0001-**', lines);

      expect(await holderRead(await blank(), ocr)).toEqual(COMPANY_HOLDER);
    });

    it('reads the band under the rest of a name a narrow screen wrapped onto the next line as the name’s document', async () => {
      const wrapped = [
        ...lines.slice(0, 5),
        line('LUZ DIVINA', 340),
        line('RITUAIS LTDA', 380),
        line('BANCO DO BRASIL S.A.', 480),
        line('ID da transação', 540),
      ];
      const ocr = readingBands('12.***.***/0001-**', wrapped);

      expect(await holderRead(await blankPage(800), ocr)).toEqual(COMPANY_HOLDER);
    });

    it('reads no band where lines stand at their usual spacing, and takes no other document read there', async () => {
      const close = lines.map((l) => (l.text.startsWith('BANCO') ? line(l.text, 380) : l));
      const tight = readingBands('12.***.***/0001-**', close);
      const other = readingBands('45.***.***/0001-**', lines);

      await readOffline({ content: await blank(), contentType: 'image/png' }, tight, TZ, holdsCompanyDocument);
      const otherReading = await readOffline(
        { content: await blank(), contentType: 'image/png' },
        other,
        TZ,
        holdsCompanyDocument,
      );

      // The page, then the bank's line under the name at each of its three heights: no band.
      expect(tight.read).toHaveBeenCalledTimes(4);
      expect(other.read).toHaveBeenCalledTimes(7);
      expect(namesWithDocuments(otherReading.fields.recipientLines ?? [])[0]?.document).not.toBe('12.***.***/0001-**');
    });
  });

  describe('when the document under its label is missing from the page OCR read', () => {
    const line = (text: string, top: number, width: number) => ({ text, box: { left: 40, top, width, height: 30 } });
    // Labels above their values; the document between "CNPJ" and "Banco" was left out, and is wider than both.
    const lines: OcrPage['lines'] = [
      line('Destino', 100, 140),
      line('Nome', 160, 80),
      line('LUZ DIVINA RITUAIS LTDA', 200, 420),
      { ...line('CNPJ', 260, 80), words: [{ text: 'CNPJ', box: line('CNPJ', 260, 80).box }] },
      line('Banco', 360, 90),
      line('BANCO DO BRASIL S.A.', 400, 380),
    ];
    const withDocumentInk = () =>
      sharp({ create: { width: 700, height: 1000, channels: 3, background: '#fff' } })
        .composite([
          {
            input: { create: { width: 300, height: 26, channels: 3, background: '#000' } },
            left: 40,
            top: 307,
          },
        ])
        .png()
        .toBuffer();

    it('reads the band between the label and the next line, as wide as the ink in it, as the label’s value', async () => {
      const ocr = {
        read: vi.fn(async (image: GrayImage) => {
          if (image.height >= 1000) return page(lines.map((l) => l.text).join('\n'), lines);
          return page(image.width > 3 * image.height ? '12.***.***/0001-**' : 'C N');
        }),
        readCode: vi.fn(async () => ''),
      };

      expect(await holderRead(await withDocumentInk(), ocr)).toEqual(COMPANY_HOLDER);
    });
  });

  describe('when the document’s label above it and the document both read as garbage', () => {
    const line = (text: string, top: number, width: number) => ({ text, box: { left: 40, top, width, height: 30 } });
    const lines: OcrPage['lines'] = [
      line('Destino', 100, 140),
      line('Nome', 160, 80),
      line('LUZ DIVINA RITUAIS LTDA', 200, 420),
      line('cp', 260, 40),
      line('aa:', 300, 300),
      line('Banco', 360, 90),
      line('BANCO DO BRASIL S.A.', 400, 380),
    ];
    // Only the document's line (cut with its margins about six times as wide as tall) reads, again, as `document`.
    const readingDocumentAs = (document: string) => ({
      read: vi.fn(async (image: GrayImage) => {
        if (image.height >= 1000) return page(lines.map((l) => l.text).join('\n'), lines);
        const ratio = image.width / image.height;
        return page(ratio > 5 && ratio < 7 ? document : '');
      }),
      readCode: vi.fn(async () => ''),
    });

    it('reads the line under the garbled label, under the holder’s name, again as the name’s document', async () => {
      const ocr = readingDocumentAs('12.***.***/0001-**');

      expect(await holderRead(await blankPage(1000), ocr)).toEqual(COMPANY_HOLDER);
    });

    it('takes no other document read there', async () => {
      const ocr = readingDocumentAs('45.***.***/0001-**');

      expect((await holderRead(await blankPage(1000), ocr))?.document).not.toBe('12.***.***/0001-**');
    });
  });

  describe('when the holder’s name was read a letter off beside the holder’s digits', () => {
    const line = (text: string, top: number) => ({ text, box: { left: 40, top, width: 420, height: 30 } });
    const lines = [line('Pix enviado', 100), line('Para', 160), line('MARIA APARECIDA DOS SANTOS OLIVERA', 200)];
    const withDocument = [...lines, line('***.982.247-**', 240)];
    const holderChecks = (fields: ReceiptFields) =>
      evaluate(fields, {
        orderPrice: '59.90',
        orderCreatedAt: new Date('2026-11-23T12:00:00Z'),
        pixKey: 'financeiro@luzdoamanhecer.com.br',
        siteName: 'Loja',
        recipientName: 'MARIA APARECIDA DOS SANTOS OLIVEIRA',
        recipientDocument: '52998224725',
        timeZone: TZ,
        now: new Date('2026-11-23T18:00:00Z'),
      });
    const nameReadAgainAs = (name: string) => ({
      read: vi.fn(async (image: GrayImage) =>
        image.height >= 600 ? page(withDocument.map((l) => l.text).join('\n'), withDocument) : page(name),
      ),
      readCode: vi.fn(async () => ''),
    });
    const holderOf = async (ocr: ReturnType<typeof nameReadAgainAs>) =>
      namesWithDocuments(
        (await readOffline({ content: await blankPage(600), contentType: 'image/png' }, ocr, TZ, holderChecks)).fields
          .recipientLines ?? [],
      )[0]?.name;

    it('reads the name’s line again, enlarged, and takes a reading of the holder’s name letter for letter', async () => {
      expect(await holderOf(nameReadAgainAs('MARIA APARECIDA DOS SANTOS OLIVEIRA'))).toBe(
        'MARIA APARECIDA DOS SANTOS OLIVEIRA',
      );
    });

    it('keeps the name as read when the line read again shows the other name too', async () => {
      expect(await holderOf(nameReadAgainAs('MARIA APARECIDA DOS SANTOS OLIVERA'))).toBe(
        'MARIA APARECIDA DOS SANTOS OLIVERA',
      );
    });
  });

  describe('when a long holder’s name is drawn over its muted label (Tesseract)', () => {
    const ocr = new OcrEngine(createLogger('ocr', 'silent'));
    afterAll(() => ocr.close());
    const HOLDER = 'GIRASSOL DA MATA SAGRADA LTDA';
    /** A receipt whose recipient's name starts at `nameX`, over the end of its grey "Nome" label. */
    const receipt = (name: string, nameX: number) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="554" height="700"><rect width="554" height="700" fill="#fff"/>
            <g font-family="DejaVu Sans" font-size="21" fill="#222">
              <text x="31" y="60" font-size="30" font-weight="bold">Comprovante de transferência</text>
              <text x="31" y="100">23 NOV 2026 - 09:14:17</text>
              <text x="31" y="140" fill="#666">Valor</text><text x="523" y="140" text-anchor="end">R$ 59,90</text>
              <text x="31" y="190" font-size="24" font-weight="bold">Destino</text>
              <text x="31" y="230" fill="#666">Nome</text><text x="${nameX}" y="230">${name}</text>
              <text x="31" y="270" fill="#666">CNPJ</text><text x="523" y="270" text-anchor="end">94.***.***/0001-**</text>
              <text x="31" y="310" fill="#666">Instituição</text><text x="523" y="310" text-anchor="end">BCO DO BRASIL S.A.</text>
              <text x="31" y="370" font-size="24" font-weight="bold">Origem</text>
              <text x="31" y="410" fill="#666">Nome</text><text x="523" y="410" text-anchor="end">RODRIGO ALVES PINTO</text>
              <text x="31" y="450" fill="#666">CPF</text><text x="523" y="450" text-anchor="end">***.913.067-**</text>
              <text x="31" y="500">ID da transação:</text>
              <text x="31" y="540" font-family="DejaVu Sans Mono" font-size="18">E18236120202611231214TW8RWR8HRYH</text>
            </g>
          </svg>`,
        ),
      )
        .png()
        .toBuffer();
    const checks = (fields: ReceiptFields) =>
      evaluate(fields, {
        orderPrice: '59.90',
        orderCreatedAt: new Date('2026-11-23T12:00:00Z'),
        pixKey: 'pix@girassoldamata.org',
        siteName: 'Loja',
        recipientName: HOLDER,
        recipientDocument: '94134826000197',
        timeZone: TZ,
        now: new Date('2026-11-23T18:00:00Z'),
      });
    const recipientOf = async (name: string, nameX: number, check?: typeof checks) => {
      const content = await receipt(name, nameX);
      return checks((await readOffline({ content, contentType: 'image/png' }, ocr, TZ, check)).fields).recipient;
    };

    it.each([74, 82])(
      'reads the name again with its darkest ink only and confirms the holder (name at x=%i)',
      async (x) => {
        expect((await recipientOf(HOLDER, x)).outcome).toBe('unknown');

        expect((await recipientOf(HOLDER, x, checks)).outcome).toBe('pass');
      },
    );

    it.each([
      ['a name a letter off', 'GIRASSOL DA MATA SAGRADO LTDA'],
      ['the name under another suffix', 'GIRASSOL DA MATA SAGRADA ME'],
    ])('confirms no holder for %s drawn the same way', async (_, name) => {
      expect((await recipientOf(name, 74, checks)).outcome).not.toBe('pass');
      expect((await recipientOf(name, 82, checks)).outcome).not.toBe('pass');
    });
  });

  describe('when OCR garbles a date’s month or the first figure of its day', () => {
    const timeChecks = (fields: ReceiptFields) =>
      evaluate(fields, {
        orderPrice: '59.90',
        orderCreatedAt: new Date('2026-11-23T12:00:00Z'),
        pixKey: 'financeiro@luzdoamanhecer.com.br',
        siteName: 'Loja',
        recipientName: 'LUZ DO AMANHECER LTDA',
        recipientDocument: '11222333000181',
        timeZone: TZ,
        now: new Date('2026-11-23T18:00:00Z'),
      });
    const paidAtOf = async (dateLine: string, id: string) =>
      (
        await readOffline(
          { content: await blankPage(400), contentType: 'image/png' },
          { read: vi.fn(async () => page(`Pix enviado!\n${dateLine}\nID da transação\n${id}`)), readCode: vi.fn() },
          TZ,
          timeChecks,
        )
      ).fields.paidAt;

    it.each([['— 23n02026-12:55 |'], ['2302026 - 12:55']])(
      'takes the id’s month for the one in %s when the day, year and time are the id’s',
      async (dateLine) => {
        expect(await paidAtOf(dateLine, 'E23862762202611231555xoa6vbzmmga')).toBe('2026-11-23T12:55:00');
      },
    );

    it('takes no month from an id of another day, nor one whose time differs from the receipt’s', async () => {
      expect(await paidAtOf('— 23n02026-12:55 |', 'E23862762202611221555xoa6vbzmmga')).toBeNull();
      expect(await paidAtOf('— 23n02026-12:55 |', 'E23862762202611231755xoa6vbzmmga')).toBeNull();
    });

    it.each([['Data e3 NOV 2026, 09:07'], ['e3 de novembro de 2026 às 09:07'], ['l3/11/2026 09:07']])(
      'takes the id’s day for the one in %s, its first figure read as a letter, when the rest is the id’s',
      async (dateLine) => {
        expect(await paidAtOf(dateLine, 'E45246410202611231207vg9K4Gpq2le')).toBe('2026-11-23T09:07:00');
      },
    );

    it('leaves a day read with a letter as read when the id’s day, month or time differ', async () => {
      const asRead = '2026-11-03T09:07:00';
      expect(await paidAtOf('Data e3 NOV 2026, 09:07', 'E45246410202611221207vg9K4Gpq2le')).toBe(asRead);
      expect(await paidAtOf('Data e3 NOV 2026, 09:07', 'E45246410202610231207vg9K4Gpq2le')).toBe(asRead);
      expect(await paidAtOf('Data e3 NOV 2026, 09:07', 'E45246410202611231407vg9K4Gpq2le')).toBe(asRead);
    });

    it('leaves a page without such a date, or without an id, as it is', () => {
      expect(
        withDateOfEndToEndId('Valor R$ 12,55\nAgência 2302026', 'E23862762202611231555xoa6vbzmmga', TZ),
      ).toBeNull();
      expect(withDateOfEndToEndId('23n02026-12:55', null, TZ)).toBeNull();
      expect(withDateOfEndToEndId('x\n23n02026-12:55', 'E23862762202611231555xoa6vbzmmga', TZ)).toBe(
        'x\n23/11/2026 -12:55',
      );
    });
  });
});
