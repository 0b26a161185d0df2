import type { Meta, StoryObj } from '@storybook/react-vite';
import PaybackPage from '../../src/features/payback/PaybackPage';
import { pageStates } from '../support/pageStories';

const meta = {
  title: 'Pages/Payback Center',
  component: PaybackPage,
  parameters: { route: '/app/payback', layout: 'padded' },
} satisfies Meta<typeof PaybackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['uid-links', 'accruals', 'exchanges', 'session']);
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;

/** Signed out (the backend does not know the token): every read answers 401 and the one sign-in prompt shows. */
export const SignedOut: Story = { parameters: { mock: { signedIn: false } } };
