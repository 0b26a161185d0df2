import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<TextFieldProps, 'select' | 'children' | 'value'> & {
  value: string;
  options: readonly SelectOption[];
  /**
   * A first option for no choice (value ''): its text ("Any"), shown with the label above it; or ''
   * for a blank, a choice still to make, the label standing in the field until one is made.
   */
  none?: string;
};

/**
 * A choice among options, as the browser's own select in a text field's frame: on a phone the
 * system's picker, the keys and a screen reader as for any select. MUI's menu select keeps the
 * element it shows in a state it sets as that element mounts, so a page with one rendered again at
 * once in the task that ends hydrating, with every effect of the page (Promos' and Payback's
 * longest tasks on a phone).
 */
export function SelectField({ options, none, slotProps, ...props }: SelectFieldProps) {
  return (
    <TextField
      {...props}
      select
      slotProps={{
        ...slotProps,
        select: { native: true },
        // "Any" is a value on show: the label stays above it, as over any chosen value.
        ...(none && { inputLabel: { shrink: true } }),
      }}
    >
      {none !== undefined && (
        <option value="" disabled={!none}>
          {none}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
