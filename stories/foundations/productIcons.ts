import type { SvgIconComponent } from '@mui/icons-material';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Check from '@mui/icons-material/Check';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Menu from '@mui/icons-material/Menu';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Search from '@mui/icons-material/Search';
import Translate from '@mui/icons-material/Translate';
import Verified from '@mui/icons-material/Verified';

/**
 * The icons the product uses (Material Icons, `@mui/icons-material/<Name>`), for the Icons page:
 * tests/unit/foundations.test.ts fails when src/ imports one that is not here, or this lists one
 * src/ no longer uses.
 */
export const productIcons: Record<string, SvgIconComponent> = {
  Bookmark,
  BookmarkBorder,
  Check,
  CheckCircleOutlined,
  ContentCopy,
  DarkModeOutlined,
  ExpandMore,
  LightModeOutlined,
  Menu,
  Pause,
  PlayArrow,
  Search,
  Translate,
  Verified,
};
