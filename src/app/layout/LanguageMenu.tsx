import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@/i18n';
import { openInLanguage } from './openInLanguage';
import { track } from '@/lib/analytics';
import { deferred } from '@/components/deferred';

const LanguageMenuList = deferred(() => import('./LanguageMenuList'));

/** ko, ja, vi, id, en, each in its own language; the choice is stored under `lang`. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const choose = (code: Language) => {
    setAnchor(null);
    track('nav_lang_change', { lang: code });
    openInLanguage(code);
  };
  return (
    <>
      <Button
        color="inherit"
        // The name starts with what the button shows (WCAG 2.5.3): a voice-control user says "EN".
        aria-label={`${current.toUpperCase()} – ${t('nav.language')}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        startIcon={<TranslateIcon />}
        onClick={(event) => {
          track('nav_lang_open');
          setAnchor(event.currentTarget);
        }}
        // Never narrower than its text (320 px wide, larger letter spacing: WCAG 1.4.10 and 1.4.12);
        // below 360 px the icon gives way to the code.
        sx={{
          minWidth: 0,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          '@media (max-width: 359.95px)': { '& .MuiButton-startIcon': { display: 'none' } },
        }}
      >
        {current.toUpperCase()}
      </Button>
      <LanguageMenuList
        needed={Boolean(anchor)}
        id={menuId}
        anchor={anchor}
        current={current}
        onChoose={choose}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}
