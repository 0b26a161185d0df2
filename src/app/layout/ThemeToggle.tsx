import IconButton from '@mui/material/IconButton';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useIsHydrated } from '@/lib/hydration';

/**
 * Light/dark switch; until used the scheme follows the system. MUI stores the choice. Prerendered
 * HTML cannot know the scheme: it shows the light scheme's button, and so does hydration.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, systemMode, setMode } = useColorScheme();
  const hydrated = useIsHydrated();
  const resolved = hydrated ? (mode === 'system' ? systemMode : mode) : 'light';
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('nav.darkMode') : t('nav.lightMode');
  return (
    // A native tooltip: MUI's Tooltip (with Popper) would add about 20 kB to every page's first load.
    <IconButton color="inherit" aria-label={label} title={label} onClick={() => setMode(next)}>
      {resolved === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
