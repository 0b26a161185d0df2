import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const dealsHandlers = (_env: MockEnv): HttpHandler[] => [];
