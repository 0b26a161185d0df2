import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const metaHandlers = (_env: MockEnv): HttpHandler[] => [];
