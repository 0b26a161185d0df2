import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const referralHandlers = (_env: MockEnv): HttpHandler[] => [];
