import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Payout } from '@octoss/contract/payouts';
import { paths } from '@/app/paths';
import { formatDateTimeIn } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { config } from '@/lib/config';
import { downloadText } from '@/lib/download';
import { readerTimeZone } from '@/lib/timeZone';
import { payoutProofQuery } from './api';
import { proofStateOf, receiptFacts, receiptHtml, type ReceiptFact } from './receipt';

/**
 * When the page is printed with the details open, only the receipt is printed: the page behind
 * the dialog, the backdrop and the dialog's buttons are left out, and the dialog is laid flat.
 */
const printOnlyTheReceipt = {
  '@media print': {
    'body > *:not(.MuiDialog-root)': { display: 'none !important' },
    '.MuiDialog-root': { position: 'static !important' },
    '.MuiDialog-root .MuiBackdrop-root, .MuiDialog-root [data-print="hide"]': { display: 'none !important' },
    '.MuiDialog-container': { display: 'block !important', height: 'auto !important' },
    '.MuiDialog-paper': {
      boxShadow: 'none !important',
      margin: '0 !important',
      maxWidth: 'none !important',
      maxHeight: 'none !important',
      width: '100% !important',
      overflow: 'visible !important',
    },
  },
};

function Fact({ fact }: { fact: ReceiptFact }) {
  const text = fact.code ? <code>{fact.value}</code> : fact.value;
  return (
    <div>
      <dt>{fact.label}</dt>
      <dd data-fact={fact.key}>
        {fact.href ? (
          <Link href={fact.href} target="_blank" rel="noopener noreferrer">
            {text}
          </Link>
        ) : (
          text
        )}
      </dd>
    </div>
  );
}

/** Downloads the receipt as an HTML file in the reader's language, stamped with when it was issued. */
function saveReceipt(
  payout: Payout,
  facts: ReceiptFact[],
  { t, locale, timeZone }: { t: TFunction<'payouts'>; locale: string; timeZone: string },
) {
  const html = receiptHtml({
    lang: locale,
    title: t('receipt.fileTitle', { id: payout.id }),
    facts,
    footer: t('receipt.footer', {
      time: formatDateTimeIn(Date.now(), locale, timeZone),
      url: `${config.siteUrl}${paths.publicTrustboard()}`,
    }),
  });
  downloadText(`octoss-receipt-${payout.id}.html`, html, 'text/html');
}

/** The payout's details as its receipt: every fact, Print (this dialog alone) and Download receipt (an HTML file). */
export function PayoutDetails({ payout, onClose }: { payout: Payout | null; onClose: () => void }) {
  const { t } = useTranslation('payouts');
  const locale = useLocale();
  const recordId = payout?.recordId ?? null;
  const proofQuery = useQuery({ ...payoutProofQuery(recordId ?? ''), enabled: recordId !== null });
  const timeZone = readerTimeZone();
  const facts = payout ? receiptFacts(payout, proofStateOf(recordId, proofQuery), { t, locale, timeZone }) : [];
  return (
    <Dialog open={Boolean(payout)} onClose={onClose} aria-labelledby="payout-detail-title" fullWidth maxWidth="sm">
      {payout && <GlobalStyles styles={printOnlyTheReceipt} />}
      <DialogTitle id="payout-detail-title">{t('history.detail')}</DialogTitle>
      {payout && (
        <DialogContent>
          <Box
            component="dl"
            data-testid="payout-receipt"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, auto) minmax(0, 1fr)' },
              columnGap: 2,
              rowGap: { xs: 0.25, sm: 1 },
              '& > div': { display: 'contents' },
              '& dt': { fontWeight: 600, mt: { xs: 1, sm: 0 } },
              '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
              '& code': { fontFamily: 'monospace' },
            }}
          >
            {facts.map((fact) => (
              <Fact key={fact.key} fact={fact} />
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-print="hide">
            {t('receipt.keep')}
          </Typography>
        </DialogContent>
      )}
      <DialogActions data-print="hide" disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => window.print()}>{t('receipt.print')}</Button>
        <Button variant="outlined" onClick={() => payout && saveReceipt(payout, facts, { t, locale, timeZone })}>
          {t('receipt.download')}
        </Button>
        <Button onClick={onClose}>{t('history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
