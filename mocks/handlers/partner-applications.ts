import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const partnerApplicationsHandlers = (_env: MockEnv): HttpHandler[] => [];
