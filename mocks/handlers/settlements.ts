import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const settlementsHandlers = (_env: MockEnv): HttpHandler[] => [];
