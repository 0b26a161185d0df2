import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/endpoints';

/** In the reader's language (Accept-Language); a change of language refetches it. */
export const faqQuery = queryOptions({ queryKey: ['faq'], queryFn: () => api.listFaq(), staleTime: Infinity });
