import type { MockEnv } from '../../env';
import { inListOrder } from '../../shared/paging';

export const faqItemsInOrder = (env: MockEnv) => inListOrder(env.db.faqItem.getAll());
