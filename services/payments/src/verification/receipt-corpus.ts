/**
 * Test and bench support: PIX receipts drawn in the layouts of four Brazilian banks, as PDFs with a text layer,
 * image-only PDFs, screenshots and phone photos, so the verifier is measured on files made here rather than on
 * committed binaries. Text is drawn with DejaVu, which fontconfig finds on the machine.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { instantOf } from './store-time.js';

export type BankLayout = 'nubank' | 'itau' | 'inter' | 'caixa';
export const BANK_LAYOUTS: BankLayout[] = ['nubank', 'itau', 'inter', 'caixa'];

export interface Party {
  name: string;
  /** As printed: whole or masked. */
  document: string;
  key?: string;
}

export interface ReceiptSpec {
  layout: BankLayout;
  amount: string;
  /** Wall clock in the store's time zone, "YYYY-MM-DDTHH:mm:ss". */
  paidAt: string;
  recipient: Party;
  payer: Party;
  /** The last 11 characters of the end-to-end id; the rest follows from the bank and the time. */
  idSuffix: string;
}

/** ISPB and name of the paying institution of each layout. */
const BANKS: Record<BankLayout, { ispb: string; name: string }> = {
  nubank: { ispb: '18236120', name: 'NU PAGAMENTOS - IP' },
  itau: { ispb: '60701190', name: 'ITAÚ UNIBANCO S.A.' },
  inter: { ispb: '00416968', name: 'BANCO INTER S.A.' },
  caixa: { ispb: '00360305', name: 'CAIXA ECONOMICA FEDERAL' },
};

export function endToEndIdOf(spec: ReceiptSpec, timeZone = 'America/Sao_Paulo'): string {
  const utc = instantOf(spec.paidAt, timeZone).toISOString();
  const stamp = utc.slice(0, 16).replace(/[-T:]/g, '');
  return `E${BANKS[spec.layout].ispb}${stamp}${spec.idSuffix}`;
}

type Row =
  | { kind: 'title' | 'heading' | 'text' | 'big' | 'small'; text: string }
  | { kind: 'pair'; label: string; value: string; mono?: boolean };

const brl = (amount: string) =>
  `R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(Number(amount))}`;
const MONTHS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];

function rowsOf(spec: ReceiptSpec): { rows: Row[]; stacked: boolean } {
  const [date, time] = spec.paidAt.split('T') as [string, string];
  const [year, month, day] = date.split('-') as [string, string, string];
  const numericDate = `${day}/${month}/${year}`;
  const id = endToEndIdOf(spec);
  const { recipient, payer } = spec;
  const bank = BANKS[spec.layout].name;
  switch (spec.layout) {
    case 'nubank':
      return {
        stacked: false,
        rows: [
          { kind: 'title', text: 'Comprovante de transferência' },
          { kind: 'text', text: `${day} ${MONTHS[Number(month) - 1]} ${year} - ${time}` },
          { kind: 'pair', label: 'Valor', value: brl(spec.amount) },
          { kind: 'pair', label: 'Tipo de transferência', value: 'Pix' },
          { kind: 'heading', text: 'Destino' },
          { kind: 'pair', label: 'Nome', value: recipient.name },
          { kind: 'pair', label: 'CNPJ', value: recipient.document },
          { kind: 'pair', label: 'Instituição', value: 'BCO DO BRASIL S.A.' },
          { kind: 'pair', label: 'Agência', value: '1234' },
          { kind: 'pair', label: 'Conta', value: '56789-0' },
          { kind: 'heading', text: 'Origem' },
          { kind: 'pair', label: 'Nome', value: payer.name },
          { kind: 'pair', label: 'Instituição', value: bank },
          { kind: 'pair', label: 'CPF', value: payer.document },
          { kind: 'small', text: 'ID da transação:' },
          { kind: 'small', text: id },
        ],
      };
    case 'itau':
      return {
        stacked: true,
        rows: [
          { kind: 'title', text: 'Pix enviado' },
          { kind: 'text', text: 'Comprovante de pagamento' },
          { kind: 'pair', label: 'valor', value: brl(spec.amount) },
          { kind: 'pair', label: 'data e hora', value: `${numericDate} às ${time}` },
          { kind: 'heading', text: 'Dados de quem recebeu' },
          { kind: 'pair', label: 'nome', value: recipient.name },
          ...(recipient.key ? [{ kind: 'pair' as const, label: 'chave Pix', value: recipient.key }] : []),
          { kind: 'pair', label: 'CPF/CNPJ', value: recipient.document },
          { kind: 'pair', label: 'instituição', value: 'BANCO DO BRASIL S.A.' },
          { kind: 'heading', text: 'Dados de quem pagou' },
          { kind: 'pair', label: 'nome', value: payer.name },
          { kind: 'pair', label: 'CPF', value: payer.document },
          { kind: 'pair', label: 'instituição', value: bank },
          { kind: 'pair', label: 'ID da transação', value: id, mono: true },
        ],
      };
    case 'inter':
      return {
        stacked: false,
        rows: [
          { kind: 'title', text: 'Pix enviado' },
          { kind: 'big', text: brl(spec.amount) },
          { kind: 'pair', label: 'Data e hora', value: `${numericDate} ${time.slice(0, 5)}` },
          { kind: 'heading', text: 'Recebedor' },
          { kind: 'pair', label: 'Nome', value: recipient.name },
          { kind: 'pair', label: 'CPF/CNPJ', value: recipient.document },
          ...(recipient.key ? [{ kind: 'pair' as const, label: 'Chave Pix', value: recipient.key }] : []),
          { kind: 'pair', label: 'Instituição', value: 'Banco do Brasil' },
          { kind: 'heading', text: 'Pagador' },
          { kind: 'pair', label: 'Nome', value: payer.name },
          { kind: 'pair', label: 'CPF/CNPJ', value: payer.document },
          { kind: 'pair', label: 'Instituição', value: bank },
          { kind: 'small', text: 'ID da transação' },
          // Narrow screens break the id over two lines.
          { kind: 'small', text: id.slice(0, 22) },
          { kind: 'small', text: id.slice(22) },
        ],
      };
    case 'caixa':
      return {
        stacked: false,
        rows: [
          { kind: 'title', text: 'Comprovante de Pix' },
          { kind: 'pair', label: 'Data:', value: numericDate },
          { kind: 'pair', label: 'Hora:', value: time },
          { kind: 'pair', label: 'Valor:', value: brl(spec.amount) },
          { kind: 'heading', text: 'Favorecido' },
          { kind: 'pair', label: 'Nome:', value: recipient.name },
          { kind: 'pair', label: 'CNPJ:', value: recipient.document },
          { kind: 'pair', label: 'Instituição:', value: 'BCO DO BRASIL S.A.' },
          { kind: 'heading', text: 'Dados do pagador' },
          { kind: 'pair', label: 'Nome:', value: payer.name },
          { kind: 'pair', label: 'CPF:', value: payer.document },
          { kind: 'pair', label: 'Instituição:', value: bank },
          { kind: 'pair', label: 'ID da transação:', value: id },
          { kind: 'small', text: 'Código de autenticação: 7A3F91BC0D2E' },
        ],
      };
  }
}

const SIZES = { title: 26, heading: 19, text: 16, big: 30, small: 14, pair: 16 } as const;
const STYLE: Record<BankLayout, { font: string; ink: string; accent: string; paper: string }> = {
  nubank: { font: 'DejaVu Sans', ink: '#1f1f1f', accent: '#820ad1', paper: '#ffffff' },
  itau: { font: 'DejaVu Sans', ink: '#222222', accent: '#ec7000', paper: '#fbf8f4' },
  inter: { font: 'DejaVu Sans', ink: '#161616', accent: '#ff7a00', paper: '#ffffff' },
  caixa: { font: 'DejaVu Serif', ink: '#10263f', accent: '#005ca9', paper: '#f6f9fc' },
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fails clearly when fontconfig finds no font, which would draw every receipt blank. */
export async function assertFontsAvailable(): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="100%" height="100%" fill="#fff"/><text x="4" y="30" font-family="DejaVu Sans" font-size="24">Pix</text></svg>`;
  const { channels } = await sharp(Buffer.from(svg)).stats();
  if (channels[0]!.min === 255) {
    throw new Error('SVG text renders blank: install a font fontconfig finds (Debian: fonts-dejavu-core)');
  }
}

/** The receipt as a phone screen: width × height pixels, the text scaled with the width. */
export function receiptSvg(spec: ReceiptSpec, width = 560, height = 1200): string {
  const { rows, stacked } = rowsOf(spec);
  const style = STYLE[spec.layout];
  const scale = width / 560;
  const margin = 28 * scale;
  let y = 70 * scale;
  const parts: string[] = [
    `<rect width="100%" height="100%" fill="${style.paper}"/>`,
    `<rect width="100%" height="${44 * scale}" fill="${style.accent}"/>`,
  ];
  const text = (x: number, size: number, value: string, extra = '', font = style.font) =>
    `<text x="${x}" y="${y}" font-family="${font}" font-size="${size * scale}" fill="${style.ink}" ${extra}>${escapeXml(value)}</text>`;
  for (const row of rows) {
    const size = SIZES[row.kind];
    y += size * scale * (row.kind === 'heading' || row.kind === 'title' || row.kind === 'big' ? 2.2 : 1.8);
    if (row.kind === 'pair' && stacked) {
      parts.push(text(margin, size * 0.85, row.label, 'fill-opacity="0.7"'));
      y += size * scale * 1.5;
      parts.push(text(margin, size, row.value, 'font-weight="bold"', row.mono ? 'DejaVu Sans Mono' : style.font));
    } else if (row.kind === 'pair') {
      parts.push(text(margin, size, row.label, 'fill-opacity="0.75"'));
      parts.push(text(width - margin, size, row.value, 'text-anchor="end"'));
    } else {
      const bold = row.kind === 'title' || row.kind === 'heading' || row.kind === 'big';
      parts.push(text(margin, size, row.text, bold ? 'font-weight="bold"' : ''));
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/** A screenshot as the phone saves it (PNG) or as the store's upload page sends it (JPEG, quality 80). */
export function screenshot(spec: ReceiptSpec, format: 'png' | 'jpeg', width = 560, height = 1200): Promise<Buffer> {
  const image = sharp(Buffer.from(receiptSvg(spec, width, height)));
  return (format === 'png' ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
}

// The storefront's compression of every receipt image before upload (spec §9; web/src/features/payment/
// image-compression): longest side at most 1200 px, JPEG at quality 0.8, shrunk further while over 2 MB.
const UPLOAD = { maxSide: 1200, quality: 80, maxBytes: 2 * 1024 * 1024, shrinkFactor: 0.8, minSide: 200 };

/**
 * What the server receives once the store's upload page has compressed an image in the browser: stood upright by
 * its EXIF orientation, drawn on white, scaled down (Lanczos-2 comes closest to Chromium's canvas, measured on
 * its screenshots) and encoded as JPEG at quality 80.
 */
export async function storefrontUpload(image: Buffer): Promise<Buffer> {
  for (let side = UPLOAD.maxSide; ; side = Math.floor(side * UPLOAD.shrinkFactor)) {
    const jpeg = await sharp(image)
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true, kernel: 'lanczos2' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: UPLOAD.quality })
      .toBuffer();
    if (jpeg.length <= UPLOAD.maxBytes || side <= UPLOAD.minSide) return jpeg;
  }
}

/**
 * A phone photo of the screen: slightly turned and blurred, on a darker background, JPEG. With `sideways` the
 * pixels lie on their side and the EXIF orientation says how to stand them up, as cameras do. `width` is the
 * screen's width in the photo; the blur grows with it, so a larger photo is the same picture in more pixels.
 */
export async function phonePhoto(
  spec: ReceiptSpec,
  options: { angle: number; sideways?: boolean; width?: number },
): Promise<Buffer> {
  const width = options.width ?? 900;
  const shot = await screenshot(spec, 'png', width, Math.round((width * 1930) / 900));
  const photo = sharp(shot)
    .rotate(options.angle, { background: '#5a5a5a' })
    .blur((1.1 * width) / 900)
    .modulate({ brightness: 0.93 });
  if (!options.sideways) return photo.jpeg({ quality: 82 }).toBuffer();
  const turned = await photo.png().toBuffer();
  // Pixels turned 90° counter-clockwise; orientation 6 tells a viewer to turn them back clockwise.
  return sharp(turned).rotate(-90).jpeg({ quality: 82 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** A bank's PDF: real text, drawn with a standard font, as apps export them. */
export async function textPdf(spec: ReceiptSpec): Promise<Buffer> {
  const { rows, stacked } = rowsOf(spec);
  const document = await PDFDocument.create();
  const page = document.addPage([420, 720]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const mono = await document.embedFont(StandardFonts.CourierBold);
  let y = 680;
  for (const row of rows) {
    const size = SIZES[row.kind] * 0.7;
    y -= size * (row.kind === 'heading' || row.kind === 'title' ? 2.2 : 1.8);
    if (row.kind === 'pair' && stacked) {
      page.drawText(row.label, { x: 30, y, size: size * 0.85, font: regular, color: rgb(0.4, 0.4, 0.4) });
      y -= size * 1.4;
      page.drawText(row.value, { x: 30, y, size, font: row.mono ? mono : bold });
    } else if (row.kind === 'pair') {
      page.drawText(row.label, { x: 30, y, size, font: regular, color: rgb(0.35, 0.35, 0.35) });
      page.drawText(row.value, { x: 390 - regular.widthOfTextAtSize(row.value, size), y, size, font: regular });
    } else {
      const font = row.kind === 'title' || row.kind === 'heading' || row.kind === 'big' ? bold : regular;
      page.drawText(row.text, { x: 30, y, size, font });
    }
  }
  return Buffer.from(await document.save());
}

/** A "scanned" receipt: one picture per page and no text layer. */
export async function imageOnlyPdf(picture: Buffer): Promise<Buffer> {
  const document = await PDFDocument.create();
  const meta = await sharp(picture).metadata();
  const image = meta.format === 'png' ? await document.embedPng(picture) : await document.embedJpg(picture);
  const page = document.addPage([image.width * 0.5, image.height * 0.5]);
  page.drawImage(image, { x: 0, y: 0, width: image.width * 0.5, height: image.height * 0.5 });
  return Buffer.from(await document.save());
}

/** Things clients upload that are no receipt: a landscape photo, and a note with prices but nothing of PIX. */
export async function notReceipts(): Promise<Array<{ name: string; content: Buffer }>> {
  const landscape = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750">
    <rect width="100%" height="100%" fill="#8fc7ef"/><circle cx="780" cy="160" r="80" fill="#ffd84a"/>
    <path d="M0 560 L260 300 L470 520 L650 340 L1000 620 L1000 750 L0 750 Z" fill="#3f7d4a"/></svg>`;
  const note = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="900">
    <rect width="100%" height="100%" fill="#fff9d6"/>
    ${['Lista de compras', 'arroz 5kg   R$ 27,90', 'feijão   R$ 8,49', 'velas brancas', 'incenso de arruda']
      .map(
        (line, i) =>
          `<text x="40" y="${90 + i * 60}" font-family="DejaVu Sans" font-size="26" fill="#333">${escapeXml(line)}</text>`,
      )
      .join('')}</svg>`;
  return [
    { name: 'paisagem.jpg', content: await sharp(Buffer.from(landscape)).blur(0.8).jpeg({ quality: 80 }).toBuffer() },
    { name: 'lista.png', content: await sharp(Buffer.from(note)).png().toBuffer() },
  ];
}
