import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const uidLinksHandlers = (_env: MockEnv): HttpHandler[] => [];
