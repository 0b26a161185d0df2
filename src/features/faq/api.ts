import { queryOptions } from '@tanstack/react-query';
import { routeQueryEveryPage } from '@/api/queries';

/**
 * In the reader's language (Accept-Language); a change of language refetches it. Every page: the
 * search and the #anchor links work on the whole FAQ.
 */
export const faqQuery = queryOptions({ ...routeQueryEveryPage('listFaq'), staleTime: Infinity });
