import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/CopyButton';
import { buildUtmLink, campaignMaxLength, defaultCampaign, utmMediums, utmSources } from '@/domain/utm';
import { lengthError } from '@/components/form/lengthError';
import { SelectField } from '@/components/form/SelectField';

/**
 * A live link builder, not a form: nothing is submitted, the link is rebuilt as the reader types
 * (like the Calculator), so its inputs stay controlled; the campaign's limit is still said in words.
 */
export function UtmBuilder({ link }: { link: string }) {
  const { t } = useTranslation('referral');
  const [source, setSource] = useState<string>(utmSources[0]);
  const [medium, setMedium] = useState<string>(utmMediums[0]);
  const [campaign, setCampaign] = useState(defaultCampaign);
  const tooLong = lengthError(campaignMaxLength, campaign);
  // A too-long campaign gives no link at all, rather than one with the campaign cut short.
  const url = tooLong ? undefined : buildUtmLink(link, source, medium, campaign);
  return (
    <Card component="section" id="utm-builder" aria-labelledby="utm-title" sx={{ scrollMarginTop: 96 }}>
      <CardContent>
        <Typography id="utm-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('utm.title')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SelectField
            label={t('utm.source')}
            value={source}
            onChange={(event) => setSource(event.target.value)}
            options={utmSources.map((name) => ({ value: name, label: name }))}
            sx={{ minWidth: 160 }}
          />
          <SelectField
            label={t('utm.medium')}
            value={medium}
            onChange={(event) => setMedium(event.target.value)}
            options={utmMediums.map((name) => ({ value: name, label: name }))}
            sx={{ minWidth: 160 }}
          />
          <TextField
            label={t('utm.campaign')}
            value={campaign}
            onChange={(event) => setCampaign(event.target.value)}
            error={Boolean(tooLong)}
            helperText={tooLong}
            sx={{ flexGrow: 1 }}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
          <Typography
            component="output"
            aria-label={t('utm.result')}
            sx={{
              fontFamily: 'monospace',
              overflowWrap: 'anywhere',
              flexGrow: 1,
              bgcolor: 'action.hover',
              p: 1,
              borderRadius: 1,
            }}
          >
            {url ?? t('utm.invalid')}
          </Typography>
          {url && <CopyButton value={url} label={t('utm.copy')} size="medium" />}
        </Stack>
      </CardContent>
    </Card>
  );
}
