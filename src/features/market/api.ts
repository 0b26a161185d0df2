import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/endpoints';
import type { marketQuery as marketQuerySchema } from '@/api/contract/market';

type Filter = Partial<z.input<typeof marketQuerySchema>>;

export const marketQuery = (filter: Filter) =>
  queryOptions({ queryKey: ['market', filter], queryFn: () => api.listMarketProducts({ query: filter }), placeholderData: keepPreviousData });
