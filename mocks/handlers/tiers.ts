import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const tiersHandlers = (_env: MockEnv): HttpHandler[] => [];
