import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const pointsHandlers = (_env: MockEnv): HttpHandler[] => [];
