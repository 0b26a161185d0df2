import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, languages, type Language } from '@/i18n';
import { track } from '@/lib/analytics';

/** ko, ja, vi, id, en, each in its own language; the choice is stored under `lang`. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const choose = (code: Language) => {
    setAnchor(null);
    track('nav_lang_change', { lang: code });
    void changeLanguage(code);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-label={t('nav.language')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        startIcon={<TranslateIcon />}
        onClick={(event) => {
          track('nav_lang_open');
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0 }}
      >
        {current.toUpperCase()}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem key={language.code} lang={language.code} selected={language.code === current} onClick={() => choose(language.code)}>
            {language.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
