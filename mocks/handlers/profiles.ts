import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const profilesHandlers = (_env: MockEnv): HttpHandler[] => [];
