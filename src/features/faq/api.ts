import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/endpoints';
import type { Language } from '@/i18n/languages';

export const faqQuery = (lang: Language) => queryOptions({ queryKey: ['faq', lang], queryFn: () => api.listFaq({ query: { lang } }), staleTime: Infinity });
