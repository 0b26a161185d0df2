import type { StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import DashboardPage from '../../src/features/dashboard/DashboardPage';
import { AppLayout } from '../../src/app/layout/AppLayout';
import { pageControls, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';

/**
 * A page as a trader meets it: inside the whole layout (skip link, deals banner, sticky header,
 * footer and the phone's bottom call-to-action bar), on the smallest phone the product supports.
 */
const meta = {
  title: 'App/Layout',
  tags: ['autodocs'],
  parameters: { route: '/app/dashboard', docs: pageDocs, mock: { groups: ['dashboard'] } },
  globals: { viewport: { value: 'smallPhone' } },
  ...pageControls,
  render: () => (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<DashboardPage />} />
      </Route>
    </Routes>
  ),
} satisfies PageMeta;
export default meta;
type Story = StoryObj<typeof meta>;

export const DashboardOnPhone360: Story = { name: 'Dashboard on a 360 px phone' };
export const DashboardOnPhone360Korean: Story = {
  name: 'Dashboard on a 360 px phone (ko)',
  globals: { locale: 'ko', viewport: { value: 'smallPhone' } },
};
