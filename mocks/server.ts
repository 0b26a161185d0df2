/**
 * The mock backend as a real HTTP server, for backend developers and contract tests:
 * `npm run mock-server` (PORT, default 9090; HOST, default 127.0.0.1; MOCK_DATASET demo|testnet|new-account;
 * MOCK_DELAY ms, default 0; MOCK_FAIL groups and MOCK_FAULT 500|network|timeout as `?mockFail=`;
 * MOCK_RATE_LIMIT requests per minute, default 1200, 0 for none).
 */
import cors from 'cors';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { pathToFileURL } from 'node:url';
import { errorCodes, maxRequestBodyBytes } from '@octoss/contract/errors';
import { createMockEnv, type MockEnvOptions } from './env';
import { faultsFromSearch } from './faults';
import { isOneOf } from './models/enum';
import { handlersFor } from './endpoints';
import { defaultRateLimit, rateLimiter, type RateLimit } from './rate-limit';
import { datasets } from './seed';

export type MockAppOptions = Partial<MockEnvOptions> & {
  /** Off unless given: tests and the demo never meet it by accident. */
  rateLimit?: RateLimit;
};

/**
 * CORS for a browser client on another origin (a live build, `VITE_API_BASE_URL` = this server):
 * any origin, no cookies (a bearer token travels in Authorization, which must be listed: the
 * `*` wildcard never covers it). A preflight answers 204 and may be cached for 10 minutes.
 */
export const corsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: [
    'Content-Type',
    'Accept',
    'Accept-Language',
    'Authorization',
    'Idempotency-Key',
    'If-None-Match',
    'X-Mock-Fail',
    'X-Mock-Fault',
  ],
  // The answer headers the client may read (the rest of the CORS-safelisted ones are readable anyway).
  exposedHeaders: [
    'Idempotent-Replay',
    'Content-Language',
    'Content-Disposition',
    'ETag',
    'Allow',
    'Retry-After',
    'WWW-Authenticate',
    'RateLimit-Limit',
    'RateLimit-Remaining',
    'RateLimit-Reset',
  ],
  maxAge: 600,
} satisfies cors.CorsOptions;

export function createMockApp({ rateLimit, ...options }: MockAppOptions = {}) {
  const env = createMockEnv({ dataset: 'demo', ...options });
  const app = express();
  app.disable('x-powered-by');
  app.use(cors(corsOptions));
  if (rateLimit) app.use('/api', rateLimiter(rateLimit));
  // A declared size above the limit is refused before a byte of the body is read.
  app.use((request, response, next) => {
    if (Number(request.headers['content-length'] ?? 0) <= maxRequestBodyBytes) return next();
    response
      .status(413)
      .set({ Connection: 'close', 'Cache-Control': 'no-store' })
      .json({
        code: errorCodes.payloadTooLarge,
        message: `The request body is larger than ${maxRequestBodyBytes} bytes`,
      });
  });
  app.use(createMiddleware(...handlersFor(env)));
  app.use((_request, response) => {
    response.status(404).json({ code: errorCodes.notFound, message: 'No such endpoint' });
  });
  // Express's own errors answer the error shape too: never its HTML page with a stack trace.
  app.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const status =
      typeof error === 'object' && error !== null && 'status' in error && Number(error.status) >= 400
        ? Number(error.status)
        : 500;
    response.status(status).json({
      code: status < 500 ? errorCodes.validation : errorCodes.server,
      message: status < 500 ? 'Bad request' : 'Unexpected server error',
    });
  });
  return { app, env };
}

type EnvVars = Record<string, string | undefined>;

/** The server's settings from its environment variables (see the header of this file). */
export function settingsFromEnv(vars: EnvVars) {
  const search = new URLSearchParams({ mockDelay: vars.MOCK_DELAY ?? '0' });
  if (vars.MOCK_FAIL) search.set('mockFail', vars.MOCK_FAIL);
  if (vars.MOCK_FAULT) search.set('mockFault', vars.MOCK_FAULT);
  if (vars.MOCK_FAIL_TIMES) search.set('mockFailTimes', vars.MOCK_FAIL_TIMES);
  const limit = vars.MOCK_RATE_LIMIT === undefined ? defaultRateLimit.limit : Number(vars.MOCK_RATE_LIMIT);
  return {
    port: Number(vars.PORT ?? 9090),
    // Only this machine can reach the mock unless HOST says otherwise (e.g. HOST=0.0.0.0 in a container).
    host: vars.HOST ?? '127.0.0.1',
    dataset: isOneOf(datasets, vars.MOCK_DATASET) ? vars.MOCK_DATASET : 'demo',
    faults: faultsFromSearch(`?${search}`),
    rateLimit: Number.isFinite(limit) && limit > 0 ? { limit, windowMs: defaultRateLimit.windowMs } : undefined,
  };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const { port, host, dataset, faults, rateLimit } = settingsFromEnv(process.env);
  const { app } = createMockApp({ dataset, faults, rateLimit });
  app.listen(port, host, () => {
    console.log(`OCTOSS mock API (${dataset}) on http://${host}:${port}/api  (try: curl ${host}:${port}/api/me)`);
  });
}
