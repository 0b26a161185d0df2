import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const payoutsHandlers = (_env: MockEnv): HttpHandler[] => [];
