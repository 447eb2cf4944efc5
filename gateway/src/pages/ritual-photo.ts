import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { type RequestFilteringAgentOptions, useAgent } from 'request-filtering-agent';

const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const PHOTO_TIMEOUT_MS = 5000;

/**
 * The bytes at a ritual's image URL (any http(s) address the admin typed), or undefined when it cannot be had: not
 * http(s), an answer other than 200, over 5 MB, slower than 5 s, or an address inside the network. The gateway
 * reaches services nobody outside should, so the URL's host is checked after DNS (request-filtering-agent): a
 * private, loopback or link-local address is refused unless `filter` allows it (tests).
 */
export function fetchRitualPhoto(url: string, filter: RequestFilteringAgentOptions = {}): Promise<Buffer | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.resolve(undefined);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return Promise.resolve(undefined);
  const get = parsed.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise((resolve) => {
    const request = get(
      parsed,
      { agent: useAgent(parsed.href, filter), timeout: PHOTO_TIMEOUT_MS, headers: { Accept: 'image/*' } },
      (response: IncomingMessage) => {
        if (response.statusCode !== 200) {
          response.resume();
          return resolve(undefined);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_PHOTO_BYTES) {
            request.destroy();
            resolve(undefined);
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', () => resolve(undefined));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
  });
}
