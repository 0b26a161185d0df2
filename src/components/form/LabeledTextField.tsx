import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export type LabeledTextFieldProps = Omit<TextFieldProps, 'label'> & { label: ReactNode };

/**
 * A MUI TextField (or select) with its label above it, a visible `<label>` that wraps. MUI's
 * floating label stays on one line inside the field's outline and is cut off on a narrow screen
 * with larger text spacing (WCAG 1.4.10 reflow at 320 px, 1.4.12 text spacing). `<label for>`
 * names the field; a select is the browser's own (its children `<option>`s), as SelectField says
 * why. A required field's label ends in an asterisk hidden from screen readers, the input itself
 * says required.
 */
export function LabeledTextField({
  label,
  id,
  select,
  slotProps,
  required,
  fullWidth,
  ...props
}: LabeledTextFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0, flex: fullWidth ? 1 : undefined, width: fullWidth ? '100%' : undefined }}>
      <Typography
        component="label"
        htmlFor={fieldId}
        variant="body2"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Typography>
      <TextField
        {...props}
        id={fieldId}
        select={select}
        required={required}
        fullWidth={fullWidth}
        slotProps={select ? { ...slotProps, select: { ...slotProps?.select, native: true } } : slotProps}
      />
    </Stack>
  );
}
