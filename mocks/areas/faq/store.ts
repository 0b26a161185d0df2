import type { MockEnv } from '../../mock-env';
import { inListOrder } from '../../shared/paging';

export const faqItemsInOrder = (env: MockEnv) => inListOrder(env.db.faqItem.getAll());
