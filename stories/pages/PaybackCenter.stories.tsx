import type { Meta, StoryObj } from '@storybook/react-vite';
import PaybackPage from '../../src/features/payback/PaybackPage';
import { pageStates } from '../support/pageStories';

const meta = { title: 'Pages/Payback Center', component: PaybackPage, parameters: { route: '/app/payback', layout: 'padded' } } satisfies Meta<typeof PaybackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['uid-links', 'accruals', 'exchanges', 'session']);
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
