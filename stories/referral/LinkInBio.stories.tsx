import { phone } from '../support/pageStories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import LinkInBioPage from '../../src/features/referral/LinkInBioPage';
import { newAccountProfile } from '../../mocks/datasets';

const meta = {
  title: 'Pages/Link-in-Bio',
  component: LinkInBioPage,
  parameters: { route: '/l/octoss-7f3k', routePath: '/l/:code', mock: {} },
} satisfies Meta<typeof LinkInBioPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** The public profile of a trader who has just signed up: no claims, not yet verified. */
export const Empty: Story = {
  parameters: {
    route: `/l/${newAccountProfile.code.toLowerCase()}`,
    mock: { dataset: 'new-account' },
  },
};
export const UnknownCode: Story = { parameters: { route: '/l/nobody', routePath: '/l/:code' } };
export const Loading: Story = { parameters: { mock: { loading: ['profiles'] } } };
export const Error: Story = { parameters: { mock: { fail: ['profiles'] } } };
export const Phone: Story = { globals: phone };
