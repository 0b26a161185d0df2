import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const marketHandlers = (_env: MockEnv): HttpHandler[] => [];
