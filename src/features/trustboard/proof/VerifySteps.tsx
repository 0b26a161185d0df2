import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import type { OwnerNote, Verification } from './checks';
import { StepValues } from './StepValues';
import { differingFields, rowFieldLabel } from './valueParts';
import type { VerifyStepView } from './stepView';

const icons = {
  passed: { Icon: CheckCircleIcon, color: 'success.main' },
  failed: { Icon: CancelIcon, color: 'error.main' },
  skipped: { Icon: RemoveCircleOutlineIcon, color: 'text.secondary' },
  'not-run': { Icon: RadioButtonUncheckedIcon, color: 'text.secondary' },
} as const;

/** The step's sentence in the trader's words: what it found, why it failed, or why it did not run. */
function useSentence(step: VerifyStepView, owner: OwnerNote, seen: Verification['seen']): string {
  const { t } = useTranslation('trustboard');
  const key = `verify.steps.${step.id}`;
  if (step.status === 'not-run') return t('verify.notRun');
  if (step.id === 'owner' && step.status === 'skipped') return t(`${key}.${owner}`);
  if (step.id === 'consistency' && step.status === 'skipped')
    return t(`${key}.${seen === 'restarted' ? 'restarted' : 'first'}`);
  if (step.id === 'row' && step.status === 'failed') {
    const fields = differingFields(step.values).map((field) => t(`verify.values.${rowFieldLabel(field)}`));
    return t(`${key}.failed`, { fields: fields.join(', ') });
  }
  return t(`${key}.${step.status}`, { week: step.seenWeek });
}

/** All the values a step compared, in full, as the command-line verifiers print them. */
function RawValues({ values }: { values: Record<string, string> }) {
  const { t } = useTranslation('trustboard');
  const entries = Object.entries(values);
  if (entries.length === 0) return null;
  return (
    <Box component="details" sx={{ mt: 0.5, '& > summary': { cursor: 'pointer', width: 'fit-content' } }}>
      <Typography component="summary" variant="body2">
        {t('verify.values.all')}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 0.5,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: '0.75rem',
          maxHeight: 240,
          overflowY: 'auto',
        }}
      >
        {entries.map(([name, value]) => `${name}: ${value}`).join('\n')}
      </Box>
    </Box>
  );
}

function Step({ step, number, verification }: { step: VerifyStepView; number: number; verification: Verification }) {
  const { t } = useTranslation('trustboard');
  const { Icon, color } = icons[step.status];
  const sentence = useSentence(step, verification.owner, verification.seen);
  const shown = step.status === 'passed' || step.status === 'failed';
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.25, py: 1.25 }}>
      <Icon sx={{ color, mt: '2px' }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {number}. {t(`verify.steps.${step.id}.title`)}{' '}
          <Box component="span" sx={{ color, fontWeight: 700, whiteSpace: 'nowrap' }}>
            — {t(`verify.status.${step.status}`)}
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ mb: shown ? 0.75 : 0 }}>
          {sentence}
        </Typography>
        {shown && <StepValues step={step} />}
        {shown && <RawValues values={step.values} />}
      </Box>
    </Box>
  );
}

/** The steps of verifyBundle in their order, each with its status and values; `shown` of them so far. */
export function VerifySteps({
  verification,
  shown,
  seenWeek,
}: {
  verification: Verification;
  shown: number;
  seenWeek?: string;
}) {
  const { t } = useTranslation('trustboard');
  return (
    <Box
      component="ol"
      aria-label={t('verify.stepsLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {verification.result.steps.slice(0, shown).map((step, index) => (
        <Step
          key={step.id}
          step={step.id === 'consistency' ? { ...step, seenWeek } : step}
          number={index + 1}
          verification={verification}
        />
      ))}
    </Box>
  );
}
