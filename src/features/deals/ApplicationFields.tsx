import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  partnerApplicationSchema,
  type PartnerApplication,
  type PartnerApplicationInput,
} from '@octoss/contract/partner-applications';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { LabeledTextField } from '@/components/form/LabeledTextField';
import { muiField } from '@/components/form/muiField';
import { ToggleChips } from './ToggleChips';

/** The partner application's form, as useContractForm returns it. */
export type ApplicationForm = UseFormReturn<PartnerApplicationInput, unknown, PartnerApplication>;

/** The free-text fields, each with a maximum length in the contract. */
export const textFields = ['company', 'contact', 'email', 'telegram', 'proof', 'note'] as const;
type TextFieldName = (typeof textFields)[number];

type TextProps = {
  form: ApplicationForm;
  name: TextFieldName;
  /** Said when the field fails another way than by its length. */
  fallback?: string;
  required?: boolean;
  type?: 'email';
  multiline?: boolean;
};

/** A free-text field: too long (with the contract's limit) before the field's usual message. */
export function ApplicationText({ form, name, fallback, required, type, multiline }: TextProps) {
  const { t } = useTranslation('deals');
  const error = form.formState.errors[name];
  return (
    <LabeledTextField
      {...muiField(form.register(name))}
      fullWidth
      required={required}
      type={type}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      label={t(`form.${name}`)}
      error={Boolean(error)}
      helperText={
        error &&
        fieldErrorText(
          error,
          { fallback },
          { schema: partnerApplicationSchema.shape[name], value: form.getValues(name) },
        )
      }
    />
  );
}

type SelectProps<Name extends 'applicantType' | 'programType'> = {
  form: ApplicationForm;
  name: Name;
  options: readonly NonNullable<PartnerApplicationInput[Name]>[];
  /** The options' texts: `form.<labels>.<option>`. */
  labels: 'applicantTypes' | 'programTypes';
};

/** One of the contract's choices. */
export function ApplicationSelect<Name extends 'applicantType' | 'programType'>({
  form,
  name,
  options,
  labels,
}: SelectProps<Name>) {
  const { t } = useTranslation('deals');
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <LabeledTextField {...field} select fullWidth required label={t(`form.${name}`)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`form.${labels}.${option}`)}
            </option>
          ))}
        </LabeledTextField>
      )}
    />
  );
}

type ChipsProps = {
  form: ApplicationForm;
  name: 'regions' | 'exchanges';
  options: readonly string[];
  labelOf?: (option: string) => string;
};

/** Regions or exchanges, at least one. */
export function ApplicationChips({ form, name, options, labelOf }: ChipsProps) {
  const { t } = useTranslation('deals');
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <ToggleChips
          label={t(`form.${name}`)}
          options={options}
          labelOf={labelOf}
          value={field.value ?? []}
          onChange={field.onChange}
          error={form.formState.errors[name] ? t('form.required') : undefined}
        />
      )}
    />
  );
}

/** The expected monthly volume: a number, empty is none. */
export function ApplicationVolume({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation('deals');
  const error = form.formState.errors.volume;
  return (
    <LabeledTextField
      {...muiField(
        form.register('volume', { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) }),
      )}
      fullWidth
      required
      type="number"
      label={t('form.volume')}
      error={Boolean(error)}
      helperText={error ? t('form.volumeInvalid') : t('form.volumeHelp')}
    />
  );
}

/** The applicant's consent: the schema accepts only a ticked box. */
export function ApplicationConsent({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation('deals');
  const error = form.formState.errors.consent;
  return (
    <>
      <Controller
        name="consent"
        control={form.control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{
                  input: {
                    'aria-invalid': Boolean(error),
                    'aria-describedby': error ? 'apply-consent-error' : undefined,
                  },
                }}
              />
            }
            label={t('form.consent')}
          />
        )}
      />
      {error && (
        <FormHelperText id="apply-consent-error" error>
          {t('form.consentRequired')}
        </FormHelperText>
      )}
    </>
  );
}
