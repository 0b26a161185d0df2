import { routes } from '@/api/contract/routes';
import type { AiAssistant } from '@/api/contract/ai';
import type { MockEnv } from '../env';
import { routeHandler } from './route';

export const aiHandlers = (env: MockEnv) => [
  routeHandler(routes.listAssistants, env, () =>
    [...env.db.aiAssistant.getAll()]
      .sort((a, b) => a.order - b.order)
      .map(({ id, name, description, features, category, status }) => ({ id, name, description, features, category, status: status as AiAssistant['status'] })),
  ),
];
