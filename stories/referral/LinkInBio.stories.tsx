import { pageControls, pageStates, phone, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';
import type { StoryObj } from '@storybook/react-vite';
import LinkInBioPage from '../../src/features/referral/LinkInBioPage';
import { newAccountProfile } from '../../mocks/datasets';

const meta = {
  title: 'Pages/Link-in-Bio',
  tags: ['autodocs'],
  component: LinkInBioPage,
  parameters: { route: '/l/octoss-7f3k', routePath: '/l/:code', docs: pageDocs, mock: { groups: ['profiles'] } },
  ...pageControls,
} satisfies PageMeta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** The public profile of a trader who has just signed up: no claims, not yet verified. */
export const Empty: Story = {
  ...pageStates.Empty,
  parameters: { route: `/l/${newAccountProfile.code.toLowerCase()}` },
};
export const UnknownCode: Story = { parameters: { route: '/l/nobody', routePath: '/l/:code' } };
export const Loading: Story = pageStates.Loading;
export const Error: Story = pageStates.Error;
export const Phone: Story = { globals: phone };
