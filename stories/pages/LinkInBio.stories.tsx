import type { Meta, StoryObj } from '@storybook/react-vite';
import LinkInBioPage from '../../src/features/referral/LinkInBioPage';
import { mockApi } from '../support/mockApi';

const meta = { title: 'Pages/Link-in-Bio', component: LinkInBioPage, parameters: { route: '/l/octoss-7f3k', routePath: '/l/:code', msw: { handlers: mockApi() } } } satisfies Meta<typeof LinkInBioPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const UnknownCode: Story = { parameters: { route: '/l/nobody', routePath: '/l/:code' } };
export const Loading: Story = { parameters: { msw: { handlers: mockApi({ loading: ['profiles'] }) } } };
export const Error: Story = { parameters: { msw: { handlers: mockApi({ fail: ['profiles'] }) } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
