import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { languages, type Language } from '@/i18n';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
};

/** The open language menu, each language in its own words (loaded on demand, see LanguageMenu). */
export default function LanguageMenuList({ id, anchor, current, onChoose, onClose }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.code}
          lang={language.code}
          selected={language.code === current}
          onClick={() => onChoose(language.code)}
        >
          {language.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
