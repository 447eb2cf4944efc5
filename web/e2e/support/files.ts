// Small files made on the spot for uploads: a real PNG (so the browser's compression worker can decode it and
// the server's content check recognises it) and a plain-text file the receipt rules must refuse.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** An RGB PNG of `width`×`height`: a pale "receipt" with darker horizontal bands standing for lines of text. */
export function receiptPng(width = 360, height = 640): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    const band = y % 40 >= 28 && y % 40 < 34;
    for (let x = 0; x < width; x++) {
      const inText = band && x > 30 && x < width - 30 - ((y * 7) % 120);
      const value = inText ? 40 : 245;
      const offset = y * row + 1 + x * 3;
      raw[offset] = value;
      raw[offset + 1] = value;
      raw[offset + 2] = inText ? 60 : 250;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const textFile = {
  name: 'comprovante.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('isto não é um comprovante'),
};
