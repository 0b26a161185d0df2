import type { FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useState } from 'react';
import { busyButton, useSingleFlight } from '@/lib/useSingleFlight';
import { applyServerFieldErrors } from './applyServerFieldErrors';

type Options<In extends FieldValues, Out, Result, Intent> = {
  defaultValues: DefaultValues<In>;
  /** When fields are checked: on submit (react-hook-form's default), or as they are typed (`onChange`). */
  mode?: Mode;
  /** The write (or download) with the checked values; `intent` is what `submit(intent)` was called with. */
  onSubmit: (values: Out, intent: Intent) => Promise<Result>;
  /** After the write went through: say so, close, reset. */
  onSuccess?: (result: Result) => void;
  /** The fields a refused write (a 400 or 422 with `fieldErrors`) may name: the error goes on them. */
  serverFields?: readonly Path<In>[];
  /** A failure no field took (a toast, or a refusal the form shows its own way); gets the form. */
  onFailure?: (error: unknown, form: UseFormReturn<In, unknown, Out>) => void;
  /** The values did not pass the schema (the fields show why): e.g. a toast for a long form. */
  onInvalid?: () => void;
};

/**
 * The one way to write a form of the contract: react-hook-form checked by `zodResolver(schema)` (the
 * contract's schema, refined where the server's values count), one write per user action (a second
 * submit while one is under way does nothing), a refusal's `fieldErrors` on the fields, and every
 * other failure to `onFailure`. Returns react-hook-form's methods, `onSubmit` for the form element,
 * `submit(intent)` for a button that sends the form its own way, `pending`, and `button(intent)`, the
 * props of its submit button: busy (a progress indicator, `aria-busy`, disabled) while the write is
 * under way, for the button of the intent that started it (every button of the form when no
 * intent is given); the other submit buttons of the form are disabled meanwhile.
 */
export function useContractForm<In extends FieldValues, Out extends FieldValues, Result = unknown, Intent = void>(
  schema: z.ZodType<Out, In>,
  options: Options<In, Out, Result, Intent>,
) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: options.defaultValues,
    ...(options.mode && { mode: options.mode }),
  });
  const sending = useSingleFlight();
  const [sendingIntent, setSendingIntent] = useState<{ intent: Intent } | null>(null);
  const submit = (intent: Intent) => {
    if (!sending.pending) setSendingIntent({ intent });
    sending.run(
      form.handleSubmit(async (values) => {
        let result: Result;
        try {
          result = await options.onSubmit(values, intent);
        } catch (error) {
          if (!applyServerFieldErrors(error, form.setError, options.serverFields ?? []))
            options.onFailure?.(error, form);
          return;
        }
        options.onSuccess?.(result);
      }, options.onInvalid),
    );
  };
  const button = (...intent: [] | [Intent]) => {
    const mine = intent.length === 0 || sendingIntent === null || Object.is(sendingIntent.intent, intent[0]);
    return sending.pending && !mine ? { loading: false, disabled: true } : busyButton(sending.pending);
  };
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    submit(undefined as Intent);
  };
  return { ...form, onSubmit, submit, pending: sending.pending, button };
}
