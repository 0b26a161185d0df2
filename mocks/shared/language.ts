import { contentLanguages, defaultContentLanguage } from '@octoss/contract/route';
import type { Language } from '@/i18n/languages';
import { isOneOf } from './enum';

const isContentLanguage = (value: string): value is Language => isOneOf(contentLanguages, value);

/**
 * The language to answer in, from an `Accept-Language` header (`ko-KR,ko;q=0.9,en;q=0.5`): ranges by
 * descending q (ties keep their order, q=0 refuses), each matched on its primary subtag (`ko-KR` is
 * ko); the first supported one wins, anything else gets the default.
 */
export function negotiateLanguage(header: string | null): Language {
  const ranges = (header ?? '').split(',').map((part, order) => {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    return { language: tag.toLowerCase().split('-')[0]!, quality: Number.isFinite(quality) ? quality : 0, order };
  });
  const best = ranges
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map((range) => range.language)
    .find(isContentLanguage);
  return best ?? defaultContentLanguage;
}
