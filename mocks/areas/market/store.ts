import type { MockEnv } from '../../mock-env';
import { inListOrder } from '../../shared/paging';

export const marketProductsInOrder = (env: MockEnv) => inListOrder(env.db.marketProduct.getAll());
