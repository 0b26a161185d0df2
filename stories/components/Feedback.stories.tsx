import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import Button from '@mui/material/Button';
import { EmptyState } from '../../src/components/EmptyState';
import { ErrorState } from '../../src/components/ErrorState';
import { PageSkeleton } from '../../src/components/PageSkeleton';

const meta = {
  title: 'Components/Feedback',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { title: 'Failed to load dashboard data', description: 'Please try again.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;

export const Error: StoryObj<typeof meta> = {};
export const ErrorWithoutRetry: StoryObj<typeof meta> = { args: { onRetry: undefined } };
export const Empty: StoryObj = {
  render: () => (
    <EmptyState
      title="No accruals yet"
      description="Link an exchange account to start earning!"
      action={<Button variant="contained">Link exchange</Button>}
    />
  ),
};
export const Loading: StoryObj = { render: () => <PageSkeleton cards={8} /> };
