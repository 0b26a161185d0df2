import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { LabeledTextField } from '@/components/form/LabeledTextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/domain/format';
import {
  averagePaybackPerActiveUser,
  calculatorBounds,
  exampleActiveFriends,
  referralPotential,
} from '@/domain/referral';
import { useLocale } from '@/i18n/useLocale';

/** friends × ARPU, the same rule as the headline; any input is coerced and clamped, so it never shows NaN. */
export function Calculator() {
  const { t } = useTranslation('referral');
  const locale = useLocale();
  const [friends, setFriends] = useState(String(exampleActiveFriends));
  const [arpu, setArpu] = useState(String(averagePaybackPerActiveUser));
  return (
    <Card component="section" aria-labelledby="calc-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="calc-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('calculator.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <LabeledTextField
            fullWidth
            type="number"
            label={t('calculator.friends')}
            value={friends}
            onChange={(event) => setFriends(event.target.value)}
            slotProps={{ htmlInput: { min: calculatorBounds.friends.min, max: calculatorBounds.friends.max } }}
          />
          <LabeledTextField
            fullWidth
            type="number"
            label={t('calculator.arpu')}
            value={arpu}
            onChange={(event) => setArpu(event.target.value)}
            slotProps={{ htmlInput: { min: calculatorBounds.arpu.min, max: calculatorBounds.arpu.max } }}
          />
        </Stack>
        <Typography sx={{ mt: 2 }} aria-live="polite">
          {t('calculator.result')} <strong>{formatUsd(referralPotential(friends, arpu), locale)}</strong>
        </Typography>
      </CardContent>
    </Card>
  );
}
