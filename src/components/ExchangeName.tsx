import { useQuery } from '@tanstack/react-query';
import { exchangesQuery } from '@/api/sharedQueries';

/** The display name of an exchange id ('cex-a' -> 'CEX-A'); unknown ids (e.g. 'OCTOSS') show as they are. */
export function ExchangeName({ id }: { id: string }) {
  const { data } = useQuery(exchangesQuery);
  return <>{data?.find((exchange) => exchange.id === id)?.displayName ?? id}</>;
}
