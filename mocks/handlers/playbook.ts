import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const playbookHandlers = (_env: MockEnv): HttpHandler[] => [];
