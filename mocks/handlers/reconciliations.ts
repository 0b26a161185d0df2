import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const reconciliationsHandlers = (_env: MockEnv): HttpHandler[] => [];
