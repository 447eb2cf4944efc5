import { describe, expect, it, vi } from 'vitest';
import { encodeWithinLimits, fitWithin, RECEIPT_COMPRESSION } from './compression-limits';

const blobOfSize = (size: number) => ({ size }) as Blob;

describe('receipt compression limits', () => {
  it('uses the §9 figures: 2 MB, 1200 px, JPEG at quality 0.8', () => {
    expect(RECEIPT_COMPRESSION.maxBytes).toBe(2 * 1024 * 1024);
    expect(RECEIPT_COMPRESSION.maxSide).toBe(1200);
    expect(RECEIPT_COMPRESSION.mimeType).toBe('image/jpeg');
    expect(RECEIPT_COMPRESSION.quality).toBe(0.8);
  });

  it('when the photo is larger than 1200 px, scales its longest side to 1200 keeping the proportions', () => {
    expect(fitWithin({ width: 3000, height: 4000 }, 1200)).toEqual({ width: 900, height: 1200 });
    expect(fitWithin({ width: 4000, height: 1000 }, 1200)).toEqual({ width: 1200, height: 300 });
  });

  it('when the photo is already small, never enlarges it', () => {
    expect(fitWithin({ width: 800, height: 600 }, 1200)).toEqual({ width: 800, height: 600 });
  });

  it('when the first encoding fits in 2 MB, encodes once at the largest allowed size', async () => {
    const encode = vi.fn().mockResolvedValue(blobOfSize(900_000));

    await encodeWithinLimits({ width: 4000, height: 3000 }, encode);

    expect(encode).toHaveBeenCalledTimes(1);
    expect(encode).toHaveBeenCalledWith({ width: 1200, height: 900 });
  });

  it('when the encoding is still over 2 MB, shrinks the image until it fits', async () => {
    const encode = vi
      .fn()
      .mockResolvedValueOnce(blobOfSize(3_000_000))
      .mockResolvedValueOnce(blobOfSize(2_500_000))
      .mockResolvedValueOnce(blobOfSize(1_500_000));

    const result = await encodeWithinLimits({ width: 1200, height: 1200 }, encode);

    expect(result.size).toBe(1_500_000);
    expect(encode.mock.calls.map(([size]) => size.width)).toEqual([1200, 960, 768]);
  });
});
