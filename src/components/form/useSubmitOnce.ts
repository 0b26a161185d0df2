import type { FormEvent } from 'react';
import { useSingleFlight } from '@/lib/useSingleFlight';

/**
 * A form's submit handler that sends one write per user action: a second submit while the first
 * is under way (a double click, Enter twice) does nothing. `submit` is react-hook-form's
 * `handleSubmit(...)`; `pending` disables the submit button meanwhile.
 */
export function useSubmitOnce(submit: () => Promise<unknown>) {
  const sending = useSingleFlight();
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    sending.run(submit);
  };
  return { onSubmit, pending: sending.pending };
}
