import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/CopyButton';
import { QrCode } from '@/components/QrCode';
import { qrFiles } from './qrFiles';

/** `code` and `link` are the trader's; until they have come the card holds their place, its buttons off. */
type Props = { code: string | undefined; link: string | undefined; onShare: () => void; onLinkInBio: () => void };

/** A medium icon button's box (px): the copy button's place while the code loads. */
const copyButtonSize = 40;

/** The referral code: copy, share, its QR code, and the Link-in-Bio page. */
export function CodeCard({ code, link, onShare, onLinkInBio }: Props) {
  const { t } = useTranslation('referral');
  const [showQr, setShowQr] = useState(false);
  return (
    <Card
      component="section"
      id="referral-code"
      aria-labelledby="code-title"
      sx={{ height: '100%', scrollMarginTop: 96 }}
    >
      <CardContent>
        <Typography id="code-title" variant="h6" component="h2">
          {t('code.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
          <Typography variant="h4" component="p" sx={{ fontFamily: 'monospace' }}>
            {code ?? <Skeleton width="11ch" />}
          </Typography>
          {code === undefined ? (
            <Skeleton variant="circular" width={copyButtonSize} height={copyButtonSize} />
          ) : (
            <CopyButton value={code} label={t('code.copy')} size="medium" />
          )}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={code === undefined} onClick={onShare}>
            {t('code.share')}
          </Button>
          <Button
            variant="outlined"
            disabled={code === undefined}
            aria-expanded={showQr}
            onClick={() => setShowQr((shown) => !shown)}
          >
            {showQr ? t('code.hideQr') : t('code.showQr')}
          </Button>
          <Button variant="outlined" disabled={code === undefined} aria-haspopup="dialog" onClick={onLinkInBio}>
            {t('code.lib')}
          </Button>
        </Stack>
        {/* Made when first shown: the code's QR is 15 ms of work at once (60 on a phone) that every visit paid, hidden. */}
        {code !== undefined && link !== undefined && (
          <Collapse in={showQr} unmountOnExit>
            <Stack sx={{ alignItems: 'flex-start', mt: 2 }}>
              <QrCode value={link} size={128} level="L" label={t('code.qrLabel')} save={qrFiles(code, t)} />
            </Stack>
          </Collapse>
        )}
      </CardContent>
    </Card>
  );
}
