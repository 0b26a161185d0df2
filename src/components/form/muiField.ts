import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered field's props for a MUI TextField: `ref` on a TextField is its outer box, so the
 * registration's ref goes to `inputRef`, the input itself. Then react-hook-form can focus the
 * first field in error and write the input on `reset` and `setValue`.
 */
export function muiField({ ref, ...field }: UseFormRegisterReturn) {
  return { ...field, inputRef: ref };
}
