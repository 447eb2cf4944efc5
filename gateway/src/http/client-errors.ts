import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const HEADERS_TOO_LARGE = 'Cabeçalhos ou endereço da requisição grandes demais';
const MALFORMED_REQUEST = 'Requisição HTTP malformada';

/**
 * Requests Node's HTTP parser refuses before Express sees them (headers or URL above 16 KB, a broken request
 * line) get the API's `{ detail }` instead of Node's empty 400/431.
 */
export function answerClientErrorsWithDetail(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({ detail: tooLarge ? HEADERS_TOO_LARGE : MALFORMED_REQUEST });
    // Keep reading what the client is still sending: closing with unread bytes resets the connection, and the
    // reset would discard the answer before the client reads it.
    socket.on('data', () => {});
    socket.resume();
    setTimeout(() => socket.destroy(), 2000).unref();
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
