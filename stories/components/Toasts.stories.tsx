import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import ToastView from '../../src/components/ToastView';
import type { ToastSeverity } from '../../src/lib/toast';

/** A real toast of the product for each kind: its i18n keys (namespace:key). */
const examples: Record<ToastSeverity, { title: string; description: string }> = {
  success: { title: 'settlements:toast.complete', description: 'settlements:toast.paid' },
  info: { title: 'settlements:toast.statusUpdate', description: 'settlements:toast.processing' },
  warning: { title: 'common:mocks.unavailableTitle', description: 'common:mocks.unavailableDescription' },
  error: { title: 'dashboard:errorToast.title', description: 'dashboard:errorToast.description' },
};

type Args = { severity: ToastSeverity; onClose: () => void };

/** The toast of the kind, in the toolbar's language (the page under it stands for the page). */
function ToastOfKind({ severity, onClose }: Args) {
  const { t } = useTranslation(['common', 'settlements', 'dashboard']);
  const { title, description } = examples[severity];
  return (
    <Box sx={{ minHeight: 200 }}>
      <ToastView toast={{ id: 1, title: t(title), description: t(description), severity }} onClose={onClose} />
    </Box>
  );
}

/**
 * Toasts (`src/components/ToastView.tsx`, raised with `toast()` of `src/lib/toast.ts`): the news of
 * an action, at the bottom right above the phone's bar, a live region (errors `alert`, the rest
 * `status`), gone after 5 s (errors 8 s) or on Close.
 *
 * **Do** say what happened in the title ("Settlement complete") and what follows in the
 * description; use `error` only for a failure the reader can act on, `warning` for something that
 * degrades the page, `info` for news that needs nothing, `success` for a write that went through.
 * Give a toast a `topic` when a later one replaces it (a retry that succeeded).
 *
 * **Don't** repeat in a toast what the page already shows (a failed load has its error state), or
 * put a button in it: a toast goes away by itself.
 */
const meta = {
  title: 'Components/Toast',
  component: ToastOfKind,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    severity: { control: 'inline-radio', options: ['success', 'info', 'warning', 'error'] },
  },
  args: { severity: 'success', onClose: fn() },
} satisfies Meta<typeof ToastOfKind>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Info: Story = { args: { severity: 'info' } };
export const Warning: Story = { args: { severity: 'warning' } };
export const Error: Story = { args: { severity: 'error' } };

const inLanguage = (locale: string, severity: ToastSeverity): Story => ({
  name: `${severity} (${locale})`,
  args: { severity },
  globals: { locale },
});
export const SuccessKo = inLanguage('ko', 'success');
export const InfoKo = inLanguage('ko', 'info');
export const WarningKo = inLanguage('ko', 'warning');
export const ErrorKo = inLanguage('ko', 'error');
export const SuccessJa = inLanguage('ja', 'success');
export const InfoJa = inLanguage('ja', 'info');
export const WarningJa = inLanguage('ja', 'warning');
export const ErrorJa = inLanguage('ja', 'error');
export const SuccessVi = inLanguage('vi', 'success');
export const InfoVi = inLanguage('vi', 'info');
export const WarningVi = inLanguage('vi', 'warning');
export const ErrorVi = inLanguage('vi', 'error');
export const SuccessId = inLanguage('id', 'success');
export const InfoId = inLanguage('id', 'info');
export const WarningId = inLanguage('id', 'warning');
export const ErrorId = inLanguage('id', 'error');
