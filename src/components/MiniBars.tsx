import Box from '@mui/material/Box';

type Props = {
  /** The bars' values, left to right. */
  values: readonly number[];
  /** What the chart shows, for screen readers. */
  label: string;
  /** Its height in px. */
  height?: number;
};

/** A tiny bar chart; bar heights are relative to the largest value. */
export function MiniBars({ values, label, height = 48 }: Props) {
  const max = Math.max(...values, 1);
  return (
    <Box role="img" aria-label={label} sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, height }}>
      {values.map((value, index) => (
        <Box
          key={index}
          sx={{
            flex: 1,
            bgcolor: 'secondary.main',
            opacity: 0.35 + 0.65 * (value / max),
            borderRadius: 0.5,
            height: `${Math.max(6, (value / max) * 100)}%`,
          }}
        />
      ))}
    </Box>
  );
}
