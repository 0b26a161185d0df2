import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const promosHandlers = (_env: MockEnv): HttpHandler[] => [];
