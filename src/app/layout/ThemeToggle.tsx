import IconButton from '@mui/material/IconButton';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** Light/dark switch; until used the scheme follows the system. MUI stores the choice. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, systemMode, setMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('nav.darkMode') : t('nav.lightMode');
  return (
    // A native tooltip: MUI's Tooltip (with Popper) would add about 20 kB to every page's first load.
    <IconButton color="inherit" aria-label={label} title={label} onClick={() => setMode(next)}>
      {resolved === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
