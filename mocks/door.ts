/**
 * The HTTP server's door (`npm run mock-server`): what a request must be before a handler sees it,
 * and how the server answers one that is not. Every refusal is in the error shape.
 * - Host: a valid host name (or IP) with a port from 1 to 65535, else 400.
 * - Body: streamed and cut at `maxRequestBodyBytes` (16 KiB) with or without Content-Length (413,
 *   and the connection is closed: the rest is never read).
 * - Time: the headers must arrive within `headersTimeoutMs`, the whole request within
 *   `requestTimeoutMs` (408): a client trickling a byte every few seconds cannot hold a connection.
 * - Protocol errors Node finds itself (a malformed request line 400, headers above 16 KiB 431) are
 *   answered in the error shape too, and the connection closed.
 * - Every answer says `X-Content-Type-Options: nosniff`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getResponse, type HttpHandler } from 'msw';
import { errorCodes, maxRequestBodyBytes, type ErrorBody } from '@octoss/contract/errors';

export type DoorTimes = { headersTimeoutMs: number; requestTimeoutMs: number };
export const defaultDoorTimes: DoorTimes = { headersTimeoutMs: 10_000, requestTimeoutMs: 15_000 };

/** The raw body the door read, for the handlers (undefined for a request without one). */
const bodies = new WeakMap<IncomingMessage, Buffer>();

const shapeHeaders = {
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

function refuse(response: Response, status: number, body: ErrorBody, close = false): void {
  response.status(status).set(shapeHeaders);
  if (close) response.set('Connection', 'close');
  response.json(body);
}

/** `host`, `host:port`, `[v6]` or `[v6]:port` with a port from 1 to 65535. */
export function isValidHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return false;
  const port = match[2] === undefined ? 80 : Number(match[2]);
  return port >= 1 && port <= 65_535;
}

export const nosniff: RequestHandler = (_request, response, next) => {
  response.set('X-Content-Type-Options', 'nosniff');
  next();
};

export const hostCheck: RequestHandler = (request, response, next) => {
  if (isValidHost(request.headers.host)) return next();
  refuse(response, 400, {
    code: errorCodes.validation,
    message: 'The Host header is missing or not a valid host[:port]',
    fieldErrors: { Host: ['A host name or address, with a port from 1 to 65535'] },
  });
};

/**
 * Reads the body as it streams in and stops at the limit: a declared Content-Length above it is
 * refused before a byte is read, a chunked body as soon as it passes it.
 */
export const boundedBody: RequestHandler = (request, response, next) => {
  const tooLarge = () =>
    refuse(
      response,
      413,
      { code: errorCodes.payloadTooLarge, message: `The request body is larger than ${maxRequestBodyBytes} bytes` },
      true,
    );
  if (Number(request.headers['content-length'] ?? 0) > maxRequestBodyBytes) return tooLarge();
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  const finish = (then: () => void) => {
    if (done) return;
    done = true;
    request.off('data', onData);
    then();
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= maxRequestBodyBytes) return void chunks.push(chunk);
    finish(() => {
      tooLarge();
      // Nothing more of it is read or kept: the answer goes out and the connection closes.
      response.on('finish', () => request.destroy());
      request.pause();
    });
  };
  request.on('data', onData);
  request.once('end', () =>
    finish(() => {
      if (size > 0) bodies.set(request, Buffer.concat(chunks));
      next();
    }),
  );
  request.once('error', (error) => finish(() => next(error)));
};

/** The handlers behind express, fed the body the door read (msw's own middleware would read it again, whole). */
export function mswMiddleware(handlers: HttpHandler[]): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    // Joined as text: a path that starts with `//` stays a path, never another origin.
    const url = new URL(`http://${request.headers.host}${request.originalUrl}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const body = bodies.get(request);
    const fetchRequest = new Request(url, {
      method: request.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    });
    getResponse(handlers, fetchRequest)
      .then(async (answer) => {
        if (!answer) return next();
        // A simulated network error (`?mockFault=network`) is one: the connection drops.
        if (answer.type === 'error') return void request.socket.destroy();
        response.status(answer.status);
        answer.headers.forEach((value, name) => response.setHeader(name, value));
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(next);
  };
}

const protocolErrors: Record<string, { status: number; body: ErrorBody }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    body: { code: errorCodes.validation, message: 'The request headers are larger than the server accepts' },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    body: { code: errorCodes.validation, message: 'The request did not arrive in time' },
  },
};
const malformed = { status: 400, body: { code: errorCodes.validation, message: 'The request is not valid HTTP' } };

/** Writes an answer in the error shape straight onto a socket Node gave up parsing, and closes it. */
function answerProtocolError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) return void socket.destroy();
  const { status, body } = protocolErrors[error.code ?? ''] ?? malformed;
  const text = JSON.stringify(body);
  const reason =
    status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      ...Object.entries(shapeHeaders).map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${Buffer.byteLength(text)}`,
      'Connection: close',
      '',
      text,
    ].join('\r\n'),
  );
}

/** The app as an HTTP server with the door's time limits and protocol errors in the error shape. */
export function serveWithDoor(
  app: (request: IncomingMessage, response: ServerResponse) => void,
  times: DoorTimes = defaultDoorTimes,
): Server {
  const server = createServer(
    {
      headersTimeout: times.headersTimeoutMs,
      requestTimeout: times.requestTimeoutMs,
      // How often Node looks for requests past their time (30 s by default: far too late).
      connectionsCheckingInterval: Math.min(1000, times.headersTimeoutMs),
      // An idle kept-alive connection is closed by the client first (fetch's pool lets one go
      // after 4 s): closed here after 5 s (Node's default), a busy client could send its next
      // request on a socket this end was closing at that moment, and get ECONNRESET.
      keepAliveTimeout: 65_000,
    },
    app,
  );
  server.on('clientError', answerProtocolError);
  return server;
}
