import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { routes, type RouteName } from '@octoss/contract';
import { api, type Api } from './endpoints';
import { useSingleFlight } from '@/lib/useSingleFlight';
import { refreshAfter } from './queries';

type Options<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn'
> & {
  /** The write itself, through the `api` it is handed: the routes it calls decide what is refreshed. */
  write: (variables: TVariables, api: Api) => Promise<TData>;
  /**
   * For screens that change their cache before the answer (optimistic): after a failure they roll
   * back, and then ask the server what is true, since a failed write may have been half done.
   */
  refetchAfterError?: boolean;
};

/** The client whose calls are noted in `ran`, so the mutation knows which rows to apply. */
function noting(ran: Set<RouteName>): Api {
  const names = Object.keys(routes) as RouteName[];
  const entries = names.map((name) => [
    name,
    (input?: unknown) => {
      ran.add(name);
      return (api[name] as (input?: unknown) => Promise<unknown>)(input);
    },
  ]);
  return Object.fromEntries(entries) as Api;
}

/** What `send` reports of one write: its answer or its failure. */
type Outcome<TData> = { onSuccess?: (data: TData) => void; onError?: (error: unknown) => void };

/**
 * The one way a feature writes: after the write succeeds, everything the called routes declare
 * on their rows (`invalidates`) is refreshed before the mutation settles. A feature never names
 * another feature's cache keys; what a write affects is the route table's to say.
 * Besides react-query's mutation it returns `send(variables, outcome)`, one write per user action
 * (a second click while one is under way does nothing), and `button`, the props of the button that
 * sends it: busy while the write is under way (a progress indicator, `aria-busy`, disabled). A form
 * writes through `useContractForm`, whose `button()` does the same for its submit.
 */
export function useApiMutation<TData, TVariables = void, TContext = unknown>({
  write,
  refetchAfterError,
  ...options
}: Options<TData, TVariables, TContext>) {
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  const mutation = useMutation({
    ...options,
    mutationFn: async (variables: TVariables) => {
      const ran = new Set<RouteName>();
      let result: TData;
      try {
        result = await write(variables, noting(ran));
      } catch (error) {
        // Started before the screen's rollback (onError), the refetch answers after it: the server has the last word.
        if (refetchAfterError) void refreshAfter(queryClient, ran);
        throw error;
      }
      await refreshAfter(queryClient, ran);
      return result;
    },
  });
  const send = (variables: TVariables, outcome: Outcome<TData> = {}) =>
    flight.run(() => mutation.mutateAsync(variables).then(outcome.onSuccess, outcome.onError));
  return Object.assign(mutation, { send, button: flight.button });
}
