import type { StoryObj } from '@storybook/react-vite';
import SignInForm from '../../src/components/SignInForm';
import PaybackPage from '../../src/features/payback/PaybackPage';
import { pageControls, pageStates as states, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';
import { openDialog, showValidation } from '../support/play';

const meta = {
  title: 'Pages/Payback Center',
  tags: ['autodocs'],
  component: PaybackPage,
  parameters: {
    route: '/app/payback',
    layout: 'padded',
    docs: pageDocs,
    mock: { groups: ['uid-links', 'accruals', 'exchanges', 'session'] },
  },
  ...pageControls,
} satisfies PageMeta;
export default meta;
type Story = StoryObj<typeof meta>;

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

/** An accrual's detail, opened from its row's View. */
export const AccrualDetail: Story = {
  play: openDialog({ role: 'button', key: 'payback:accruals.viewLabel', values: { id: '*' } }),
};

/** Linking sent with an exchange chosen and a UID with a space and a "!": the UID field says why. */
export const LinkFormErrors: Story = {
  name: 'Link form: validation errors',
  play: showValidation({
    // Sending waits for an exchange: choose the first one.
    open: [{ role: 'option', key: 'payback:form.option', values: { name: '*', rate: '*' } }],
    fields: [{ key: 'payback:form.uid', text: 'bad uid!' }],
    submit: { role: 'button', key: 'payback:form.submit' },
  }),
};

/**
 * Live mode's sign-in form (the prompt's own form when a real backend refuses a request; with the
 * mock backend the prompt signs in at once), sent with an address that is not one.
 */
export const SignInErrors: Story = {
  name: 'Sign-in form (live mode): validation errors',
  render: () => <SignInForm onSignedIn={async () => undefined} />,
  play: showValidation({
    fields: [{ key: 'common:signIn.email', text: 'not-an-email' }],
    submit: { role: 'button', key: 'common:signIn.action' },
  }),
};
