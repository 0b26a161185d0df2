import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const aiHandlers = (_env: MockEnv): HttpHandler[] => [];
