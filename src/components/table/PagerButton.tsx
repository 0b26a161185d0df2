import IconButton, { type IconButtonProps } from '@mui/material/IconButton';

/**
 * A pager's previous or next button, named by its `title`, which is also its native tooltip. In
 * place of MUI's, which wraps each in a Tooltip that keeps its element in a state it sets as the
 * element mounts: every table's first page then rendered again at once in the task that shows it,
 * with every effect of the page (CopyButton does the same for the same reason).
 */
export function PagerButton({ title, 'aria-label': ariaLabel, ...props }: IconButtonProps) {
  return <IconButton aria-label={ariaLabel ?? title} title={title} {...props} />;
}
