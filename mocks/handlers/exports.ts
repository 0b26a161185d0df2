import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const exportsHandlers = (_env: MockEnv): HttpHandler[] => [];
