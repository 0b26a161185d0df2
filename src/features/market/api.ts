import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { routeQuery } from '@/api/queries';
import type { marketQuery as marketQuerySchema } from '@/api/contract/market';

type Filter = Partial<z.input<typeof marketQuerySchema>>;

export const marketQuery = (filter: Filter) => queryOptions({ ...routeQuery('listMarketProducts', { query: filter }), placeholderData: keepPreviousData });
