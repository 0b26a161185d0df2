import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const accrualsHandlers = (_env: MockEnv): HttpHandler[] => [];
