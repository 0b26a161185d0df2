import { primaryKey } from '@mswjs/data';
import { faqCategories } from '@octoss/contract/faq';
import { oneOf } from '../../shared/enum';

/** FAQ items; questions and answers come from content.ts by id. Dates are epoch ms, foreign keys string ids. */
export const faqModel = {
  faqItem: {
    id: primaryKey(String),
    order: Number,
    category: oneOf(faqCategories),
  },
};
