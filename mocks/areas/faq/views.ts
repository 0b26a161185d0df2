import { entryOf } from '../../shared/localize';
import type { Language } from '@/i18n/languages';
import type { Row } from '../../db';
import { faqContent } from './content';

export const faqView = ({ id, category }: Row<'faqItem'>, lang: Language) => ({
  id,
  category,
  ...entryOf(faqContent[lang], id),
});
