import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { routeQueryByPage } from '@/api/queries';
import type { marketQuery as marketQuerySchema } from '@octoss/contract/market';

type Filter = Partial<z.input<typeof marketQuerySchema>>;

export const marketQuery = (filter: Filter) =>
  infiniteQueryOptions({
    ...routeQueryByPage('listMarketProducts', { query: filter }),
    placeholderData: keepPreviousData,
  });
