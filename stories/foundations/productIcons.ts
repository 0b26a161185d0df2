import type { SvgIconComponent } from '@mui/icons-material';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Cancel from '@mui/icons-material/Cancel';
import Check from '@mui/icons-material/Check';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import Download from '@mui/icons-material/Download';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HighlightOff from '@mui/icons-material/HighlightOff';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Menu from '@mui/icons-material/Menu';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Search from '@mui/icons-material/Search';
import Translate from '@mui/icons-material/Translate';
import UploadFile from '@mui/icons-material/UploadFile';
import Verified from '@mui/icons-material/Verified';

/**
 * The icons the product uses (Material Icons, `@mui/icons-material/<Name>`), for the Icons page:
 * tests/unit/foundations.test.ts fails when src/ imports one that is not here, or this lists one
 * src/ no longer uses.
 */
export const productIcons: Record<string, SvgIconComponent> = {
  Bookmark,
  BookmarkBorder,
  Cancel,
  Check,
  CheckCircle,
  CheckCircleOutlineOutlined,
  CheckCircleOutlined,
  ContentCopy,
  DarkModeOutlined,
  Download,
  ExpandMore,
  HighlightOff,
  LightModeOutlined,
  Menu,
  Pause,
  PlayArrow,
  RadioButtonUnchecked,
  RemoveCircleOutlineOutlined,
  Search,
  Translate,
  UploadFile,
  Verified,
};
