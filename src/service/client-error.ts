/**
 * The answer to a request no handler saw: one Node's parser refused (a request line or headers over
 * the limit, a bad method, Content-Length with Transfer-Encoding) or one whose headers or body did
 * not arrive in time. It gets the same JSON error body as every other answer, not Node's bare
 * status line, and then its connection is destroyed rather than half-closed: a client that never
 * reads or closes would otherwise keep the descriptor, and its place under the caps, for good.
 */
import type { Duplex } from 'node:stream';
import { errorBody, type ApiErrorCode } from './api-error.js';

const ANSWERS: Record<string, readonly [number, string, ApiErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'headers_too_large',
    'the request line or headers are too large',
  ],
  // 400 with the code the interface already documents for an incomplete request, not a new 408 code.
  ERR_HTTP_REQUEST_TIMEOUT: [400, 'Bad Request', 'invalid_request', 'the request did not arrive in time'],
};
const INVALID = [400, 'Bad Request', 'invalid_request', 'the request is not valid HTTP/1.1'] as const;

export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // An answer already under way (a body that timed out after its handler began to answer) cannot be replaced.
  const started = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (!socket.writable || error.code === 'ECONNRESET' || started) return void socket.destroy();
  const [status, reason, code, message] = ANSWERS[error.code ?? ''] ?? INVALID;
  const text = JSON.stringify(errorBody(code, message));
  // A few hundred bytes always fit the kernel's send buffer, so the end finishes whether or not the client reads.
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
    () => socket.destroy(),
  );
}
