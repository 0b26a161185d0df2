import { entryOf } from '../../shared/localize';
import type { Language } from '@/i18n/languages';
import type { Row } from '../../db';
import { aiContent } from './content';

/** Catalogue rows hold ids and codes; their texts come in the reader's language. */

export const assistantView = ({ id, name, category, status }: Row<'aiAssistant'>, lang: Language) => ({
  id,
  name,
  ...entryOf(aiContent[lang], id),
  category,
  status,
});
