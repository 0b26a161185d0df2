import type { Meta, StoryObj } from '@storybook/react-vite';
import ReferralPage from '../../src/features/referral/ReferralPage';
import { pageStates } from '../support/pageStories';
import { openDialog } from '../support/play';

const meta = {
  title: 'Pages/Partner Hub',
  component: ReferralPage,
  parameters: { route: '/app/referral', layout: 'padded' },
} satisfies Meta<typeof ReferralPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['referral']);
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;

export const ShareDialogQuick: Story = {
  parameters: states.Loaded.parameters,
  play: openDialog({ role: 'button', key: 'referral:code.share' }),
};
export const ShareDialogQr: Story = {
  parameters: states.Loaded.parameters,
  play: openDialog({ role: 'button', key: 'referral:code.share' }, { role: 'tab', key: 'referral:share.qr' }),
};
export const DmScriptPack: Story = {
  parameters: states.Loaded.parameters,
  play: openDialog({ role: 'button', key: 'referral:playbook.dm' }),
};
export const DmScriptPackChecklist: Story = {
  parameters: states.Loaded.parameters,
  play: openDialog({ role: 'button', key: 'referral:playbook.dm' }, { role: 'tab', key: 'referral:dm.tabs.checklist' }),
};
export const LinkInBioOverlay: Story = {
  parameters: states.Loaded.parameters,
  play: openDialog({ role: 'button', key: 'referral:code.lib' }),
};
