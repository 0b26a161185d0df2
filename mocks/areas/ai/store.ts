import type { MockEnv } from '../../env';
import { inListOrder } from '../../shared/paging';

export const assistantsInOrder = (env: MockEnv) => inListOrder(env.db.aiAssistant.getAll());
