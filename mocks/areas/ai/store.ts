import type { MockEnv } from '../../mock-env';
import { inListOrder } from '../../shared/paging';

export const assistantsInOrder = (env: MockEnv) => inListOrder(env.db.aiAssistant.getAll());
