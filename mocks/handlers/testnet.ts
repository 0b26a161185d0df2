import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

/** Endpoints only the testnet sandbox answers. */
export const testnetOnlyHandlers = (_env: MockEnv): HttpHandler[] => [];
