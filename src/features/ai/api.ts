import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/endpoints';

export const assistantsQuery = queryOptions({ queryKey: ['ai', 'assistants'], queryFn: () => api.listAssistants(), staleTime: Infinity });
