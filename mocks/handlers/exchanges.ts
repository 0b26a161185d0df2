import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const exchangesHandlers = (_env: MockEnv): HttpHandler[] => [];
