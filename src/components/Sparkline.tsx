import Box from '@mui/material/Box';

type Props = {
  /** The series, oldest first. */
  values: readonly number[];
  /** What the chart shows, for screen readers ("Earnings, last 30 days"). */
  label: string;
  /** Its width in px (it scales down to its box). */
  width?: number;
  /** Its height in px. */
  height?: number;
};

/** A small line-and-area chart of a series (e.g. 30 days of earnings), drawn as SVG. */
export function Sparkline({ values, label, width = 240, height = 56 }: Props) {
  const max = Math.max(...values, 0.01);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values.map(
    (value, index) => `${(index * step).toFixed(1)},${(height - 4 - (value / max) * (height - 8)).toFixed(1)}`,
  );
  const line = points.join(' ');
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      sx={{ width: '100%', height, color: 'primary.main', display: 'block' }}
    >
      <polygon points={`0,${height} ${line} ${width},${height}`} fill="currentColor" opacity={0.12} />
      <polyline
        points={line}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </Box>
  );
}
