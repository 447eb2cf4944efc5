import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { PHOTO_UPLOAD_TIMEOUT_MS, uploadPhoto } from './order-api';

describe('uploadPhoto', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when the server has not answered after 60 seconds, aborts and fails with a network ApiError', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted'))));
      }),
    );

    const upload = uploadPhoto(new File(['x'], 'eu.jpg', { type: 'image/jpeg' }));
    const outcome = upload.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(PHOTO_UPLOAD_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(PHOTO_UPLOAD_TIMEOUT_MS).toBe(60_000);
    expect(signal?.aborted).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});
