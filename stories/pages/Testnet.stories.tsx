import type { Meta, StoryObj } from '@storybook/react-vite';
import TestnetPage from '../../src/features/testnet/TestnetPage';
import { pageStates } from '../support/pageStories';

const meta = { title: 'Pages/Testnet', component: TestnetPage, parameters: { route: '/app/testnet', layout: 'padded' } } satisfies Meta<typeof TestnetPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['exchanges'], () => undefined);
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
