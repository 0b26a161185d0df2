import { entryOf } from '../../shared/localize';
import type { Language } from '@/i18n/languages';
import type { Row } from '../../db';
import { marketContent } from './content';

export const marketProductView = ({ order: _order, ...product }: Row<'marketProduct'>, lang: Language) => ({
  ...product,
  ...entryOf(marketContent[lang], product.id),
  category: product.category,
});
