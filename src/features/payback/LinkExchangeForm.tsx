import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { exchangesQuery, sessionQuery, tiersQuery } from '@/api/sharedQueries';
import { createUidLinkSchema, uidMaxLength } from '@octoss/contract/uid-links';
import { isApiError } from '@/api/errors';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { useContractForm } from '@/components/form/useContractForm';
import { QueryPart } from '@/components/QueryPart';
import { SelectField } from '@/components/form/SelectField';
import { formatInteger, formatRate } from '@/domain/format';
import { displayedRate, multiplierOf } from '@/domain/tiers';
import { toast } from '@/lib/toast';
import { useLocale } from '@/i18n/useLocale';
import { useCreateUidLink } from './api';

/** Exchange + UID, validated with the contract's schema (the server uses the same one). */
export function LinkExchangeForm({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { t } = useTranslation(['payback', 'common']);
  const locale = useLocale();
  const exchangesResult = useDeferredQuery(exchangesQuery);
  const { data: me } = useDeferredQuery(sessionQuery);
  const { data: tiers } = useDeferredQuery(tiersQuery);
  // The option quotes the rate with the tier's multiplier from the server's table, once both have come.
  const multiplier = me && tiers ? multiplierOf(tiers, me.tier) : undefined;
  const create = useCreateUidLink();
  const cardRef = useRef<HTMLDivElement>(null);
  const selectRef = useRef<HTMLElement>(null);
  const form = useContractForm(createUidLinkSchema, {
    defaultValues: { exchangeId: '', uid: '' },
    onSubmit: (values) => create.mutateAsync(values),
    onSuccess: () => {
      toast({ title: t('toast.submitted.title'), description: t('toast.submitted.description'), topic: 'uid-link' });
      form.reset();
    },
    serverFields: ['exchangeId', 'uid'],
    onFailure: (error) =>
      toast({
        ...(isApiError(error) && error.status === 409
          ? { title: t('toast.alreadyLinked.title'), description: t('toast.alreadyLinked.description') }
          : { title: t('toast.failed.title'), description: t('toast.failed.description') }),
        severity: 'error',
        topic: 'uid-link',
      }),
    onInvalid: () =>
      toast({
        title: t('toast.validation.title'),
        description: t('toast.validation.description'),
        severity: 'error',
        topic: 'uid-link',
      }),
  });
  const { control } = form;
  const [exchangeId, uid] = useWatch({ control, name: ['exchangeId', 'uid'] });

  // The select only exists once the exchanges are in: focus it when it appears, once.
  const formShown = exchangesResult.data !== undefined;
  const focused = useRef(false);
  useEffect(() => {
    if (!focusOnMount || !formShown || focused.current) return;
    focused.current = true;
    cardRef.current?.scrollIntoView({ block: 'center' });
    selectRef.current?.focus();
  }, [focusOnMount, formShown]);

  return (
    <Card component="section" aria-labelledby="link-title" ref={cardRef} id="link-exchange">
      <CardContent>
        <Typography id="link-title" variant="h6" component="h2">
          {t('form.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('form.subtitle')}
        </Typography>
        {/* Without the exchanges there is nothing to choose: the error state or skeleton takes the form's place. */}
        <QueryPart
          query={exchangesResult}
          errorTitle={t('common:errors.exchanges')}
          // The form's height: its fields one above the other on a phone, side by side from md.
          skeleton={<Skeleton variant="rounded" sx={{ height: { xs: 245, md: 79 } }} />}
        >
          {(exchanges) => (
            <Stack
              component="form"
              noValidate
              onSubmit={form.onSubmit}
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ alignItems: { md: 'flex-start' } }}
            >
              <Controller
                name="exchangeId"
                control={control}
                render={({ field, fieldState }) => (
                  <SelectField
                    {...field}
                    inputRef={selectRef}
                    label={t('form.exchange')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldErrorText(fieldState.error, { fallback: t('form.exchangeRequired') }) ?? ' '}
                    sx={{ minWidth: 240 }}
                    none=""
                    options={exchanges
                      .filter((exchange) => exchange.isActive)
                      .map((exchange) => ({
                        value: exchange.id,
                        label: t('form.option', {
                          name: exchange.displayName,
                          // The exchange's own rate until the tier's multiplier is known.
                          rate: formatRate(displayedRate(exchange.paybackRate, multiplier ?? 1), locale),
                        }),
                      }))}
                  />
                )}
              />
              <Controller
                name="uid"
                control={control}
                render={({ field, fieldState }) => {
                  // No maxLength on the input: it would cut a paste silently; too long is said, with the limit.
                  const uidError = fieldErrorText(
                    fieldState.error,
                    { fallback: t('form.uidInvalid', { max: formatInteger(uidMaxLength, locale) }) },
                    { schema: createUidLinkSchema.shape.uid, value: field.value },
                  );
                  return (
                    <TextField
                      {...field}
                      label={t('form.uid')}
                      autoComplete="off"
                      error={Boolean(uidError)}
                      helperText={uidError ?? t('form.uidHelp')}
                      sx={{ flexGrow: 1 }}
                      slotProps={{ htmlInput: { inputMode: 'text' } }}
                    />
                  );
                }}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                {...form.button()}
                disabled={!exchangeId || !uid.trim()}
                sx={{ height: 56, flexShrink: 0 }}
              >
                {t('form.submit')}
              </Button>
            </Stack>
          )}
        </QueryPart>
        <Alert severity="info" variant="outlined" sx={{ mt: 1 }}>
          {t('form.eligibility')}
        </Alert>
      </CardContent>
    </Card>
  );
}
