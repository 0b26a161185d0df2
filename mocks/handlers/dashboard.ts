import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const dashboardHandlers = (_env: MockEnv): HttpHandler[] => [];
