import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { entryOf } from '../localize';
import { aiContent } from '../seed/content/ai';
import { byId, pageOf } from '../paging';
import { routeHandler } from './route';

export const aiHandlers = (env: MockEnv) => [
  routeHandler(routes.listAssistants, env, ({ query, lang }) =>
    pageOf(
      [...env.db.aiAssistant.getAll()].sort((a, b) => a.order - b.order || byId(a, b)),
      query,
      ({ id, name, category, status }) => ({ id, name, ...entryOf(aiContent[lang], id), category, status }),
    ),
  ),
];
