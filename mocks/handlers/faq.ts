import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';

export const faqHandlers = (_env: MockEnv): HttpHandler[] => [];
