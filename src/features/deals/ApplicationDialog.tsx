import { useId } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { betaBoostPercent } from '@/domain/deals';
import { formatRate } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { dealRegions } from '@octoss/contract/deals';
import {
  applicantTypes,
  partnerApplicationSchema,
  programTypes,
  type PartnerApplication,
  type PartnerApplicationInput,
} from '@octoss/contract/partner-applications';
import { applyServerFieldErrors } from '@/components/form/applyServerFieldErrors';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { muiField } from '@/components/form/muiField';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { toast } from '@/lib/toast';
import { useApply } from './api';

/** The free-text fields, each with a maximum length in the contract. */
const textFields = ['company', 'contact', 'email', 'telegram', 'proof', 'note'] as const;
type TextFieldName = (typeof textFields)[number];

type Props = { open: boolean; exchanges: string[]; initialExchange?: string; onClose: () => void };

/** A multi-select of toggle chips, for regions (codes, shown by `labelOf`) and exchanges; its error is read with the group. */
function ToggleChips({
  label,
  options,
  labelOf = (option) => option,
  value,
  onChange,
  error,
}: {
  label: string;
  options: readonly string[];
  labelOf?: (option: string) => string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby={error ? errorId : undefined}>
      <Typography component="legend" variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {options.map((option) => {
          const selected = value.includes(option);
          return (
            <Chip
              key={option}
              label={labelOf(option)}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onChange(selected ? value.filter((item) => item !== option) : [...value, option])}
            />
          );
        })}
      </Stack>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </fieldset>
  );
}

export function ApplicationDialog({ open, exchanges, initialExchange, onClose }: Props) {
  const { t } = useTranslation('deals');
  const locale = useLocale();
  const apply = useApply();
  const { control, handleSubmit, register, reset, formState, getValues, setError } = useForm<
    PartnerApplicationInput,
    unknown,
    PartnerApplication
  >({
    resolver: zodResolver(partnerApplicationSchema),
    // consent starts unticked; the schema only accepts `true`, which is the point.
    defaultValues: {
      applicantType: 'individual',
      company: '',
      contact: '',
      email: '',
      telegram: '',
      regions: [],
      exchanges: initialExchange ? [initialExchange] : [],
      programType: 'both',
      volume: undefined,
      proof: '',
      note: '',
      consent: false as unknown as true,
    },
  });
  const shape = partnerApplicationSchema.shape;
  /** A failed text field's own message: too long (with the contract's limit) before the field's usual one. */
  const textError = (name: TextFieldName, fallback?: string) =>
    formState.errors[name] &&
    fieldErrorText(formState.errors[name], { fallback }, { schema: shape[name], value: getValues(name) });
  const error = (name: 'regions' | 'exchanges') => (formState.errors[name] ? t('form.required') : undefined);
  const sending = useSubmitOnce(
    handleSubmit(
      (application) =>
        apply.mutateAsync(application).then(
          () => {
            toast({
              title: t('toast.received.title'),
              description: t('toast.received.description', { boost: formatRate(betaBoostPercent, locale) }),
              topic: 'partner-application',
            });
            reset();
            onClose();
          },
          (failure: unknown) => {
            if (!applyServerFieldErrors(failure, setError, textFields))
              toast({
                title: t('toast.failed.title'),
                description: t('toast.failed.description'),
                severity: 'error',
                topic: 'partner-application',
              });
          },
        ),
      () =>
        toast({
          title: t('toast.validation.title'),
          description: t('toast.validation.description'),
          severity: 'error',
          topic: 'partner-application',
        }),
    ),
  );
  // The long form scrolls inside the dialog: Submit stays in view, on a phone too, with the errors it brings up.
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="apply-title" fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id="apply-title">{t('form.title')}</DialogTitle>
      <DialogContent>
        <Grid
          component="form"
          id="apply-form"
          noValidate
          onSubmit={sending.onSubmit}
          container
          spacing={2}
          sx={{ pt: 1 }}
        >
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="applicantType"
              control={control}
              render={({ field }) => (
                <TextField {...field} select fullWidth required label={t('form.applicantType')}>
                  {applicantTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`form.applicantTypes.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="programType"
              control={control}
              render={({ field }) => (
                <TextField {...field} select fullWidth required label={t('form.programType')}>
                  {programTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`form.programTypes.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...muiField(register('company'))}
              fullWidth
              required
              label={t('form.company')}
              error={Boolean(formState.errors.company)}
              helperText={textError('company', t('form.required'))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...muiField(register('contact'))}
              fullWidth
              required
              label={t('form.contact')}
              error={Boolean(formState.errors.contact)}
              helperText={textError('contact', t('form.required'))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...muiField(register('email'))}
              fullWidth
              required
              type="email"
              label={t('form.email')}
              error={Boolean(formState.errors.email)}
              helperText={textError('email', t('form.emailInvalid'))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...muiField(register('telegram'))}
              fullWidth
              label={t('form.telegram')}
              error={Boolean(formState.errors.telegram)}
              helperText={textError('telegram')}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              name="regions"
              control={control}
              render={({ field }) => (
                <ToggleChips
                  label={t('form.regions')}
                  options={dealRegions}
                  labelOf={(region) => t(`regions.${region}`)}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={error('regions')}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              name="exchanges"
              control={control}
              render={({ field }) => (
                <ToggleChips
                  label={t('form.exchanges')}
                  options={exchanges}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={error('exchanges')}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...muiField(
                register('volume', { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) }),
              )}
              fullWidth
              required
              type="number"
              label={t('form.volume')}
              error={Boolean(formState.errors.volume)}
              helperText={formState.errors.volume ? t('form.volumeInvalid') : t('form.volumeHelp')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...muiField(register('proof'))}
              fullWidth
              label={t('form.proof')}
              error={Boolean(formState.errors.proof)}
              helperText={textError('proof')}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...muiField(register('note'))}
              fullWidth
              multiline
              minRows={2}
              label={t('form.note')}
              error={Boolean(formState.errors.note)}
              helperText={textError('note')}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              name="consent"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-invalid': Boolean(formState.errors.consent),
                          'aria-describedby': formState.errors.consent ? 'apply-consent-error' : undefined,
                        },
                      }}
                    />
                  }
                  label={t('form.consent')}
                />
              )}
            />
            {formState.errors.consent && (
              <FormHelperText id="apply-consent-error" error>
                {t('form.consentRequired')}
              </FormHelperText>
            )}
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button type="submit" form="apply-form" variant="contained" disabled={sending.pending}>
          {t('form.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
