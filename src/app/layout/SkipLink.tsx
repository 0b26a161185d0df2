import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/**
 * The first stop of the Tab key on every page: hidden until focused, it moves focus past the
 * banner and header to the page's main content (which is focusable for that, see AppLayout).
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        // Focus, not only scroll: the next Tab must continue from the content, not from the top.
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        fontWeight: 700,
        transform: 'translateY(-200%)',
        '&:focus-visible': { transform: 'none' },
      }}
    >
      {t('nav.skipToContent')}
    </Link>
  );
}
