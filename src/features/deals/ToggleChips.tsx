import { useId } from 'react';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = {
  label: string;
  options: readonly string[];
  labelOf?: (option: string) => string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
};

/** A multi-select of toggle chips, for regions (codes, shown by `labelOf`) and exchanges; its error is read with the group. */
export function ToggleChips({ label, options, labelOf = (option) => option, value, onChange, error }: Props) {
  const errorId = useId();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby={error ? errorId : undefined}>
      <Typography component="legend" variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {options.map((option) => {
          const selected = value.includes(option);
          return (
            <Chip
              key={option}
              label={labelOf(option)}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onChange(selected ? value.filter((item) => item !== option) : [...value, option])}
            />
          );
        })}
      </Stack>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </fieldset>
  );
}
