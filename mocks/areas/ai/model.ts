import { primaryKey } from '@mswjs/data';
import { assistantStatuses } from '@octoss/contract/ai';
import { oneOf } from '../../shared/enum';

/** AI assistants; descriptions and features come from content.ts by id. Dates are epoch ms, foreign keys string ids. */
export const aiModel = {
  aiAssistant: {
    id: primaryKey(String),
    order: Number,
    name: String,
    category: String,
    status: oneOf(assistantStatuses),
  },
};
