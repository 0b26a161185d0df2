import type { StoryObj } from '@storybook/react-vite';
import ReferralPage from '../../src/features/referral/ReferralPage';
import { pageControls, pageStates as states, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';
import { openDialog } from '../support/play';

const meta = {
  title: 'Pages/Partner Hub',
  tags: ['autodocs'],
  component: ReferralPage,
  parameters: { route: '/app/referral', layout: 'padded', docs: pageDocs, mock: { groups: ['referral'] } },
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

export const ShareDialogQuick: Story = {
  play: openDialog({ role: 'button', key: 'referral:code.share' }),
};
export const ShareDialogQr: Story = {
  play: openDialog({ role: 'button', key: 'referral:code.share' }, { role: 'tab', key: 'referral:share.qr' }),
};
export const DmScriptPack: Story = {
  play: openDialog({ role: 'button', key: 'referral:playbook.dm' }),
};
export const DmScriptPackChecklist: Story = {
  play: openDialog({ role: 'button', key: 'referral:playbook.dm' }, { role: 'tab', key: 'referral:dm.tabs.checklist' }),
};
export const LinkInBioOverlay: Story = {
  play: openDialog({ role: 'button', key: 'referral:code.lib' }),
};
