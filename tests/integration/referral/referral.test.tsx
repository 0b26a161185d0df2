import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LinkInBioPage from '@/features/referral/LinkInBioPage';
import ReferralPage from '@/features/referral/ReferralPage';
import { faultRoute } from '@mocks/faults';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('Partner Hub and its public Link-in-Bio page', () => {
  const { env } = useMockServer();

  it("Partner Hub: the calculator and the playbook show before the trader's summary has come; its buttons wait for it", async () => {
    faultRoute(env.faults, 'getReferral', { kind: 'hang' });
    await renderPage(<ReferralPage />, { path: '/app/referral' });
    expect(await screen.findByRole('heading', { name: 'Potential calculator' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Playbook/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DM Script Pack' })).toBeDisabled();
    const code = screen.getByRole('region', { name: 'Your referral code' });
    expect(within(code).getByRole('button', { name: 'Share' })).toBeDisabled();
    expect(within(code).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
    expect(screen.getByText('Total referrals')).toBeInTheDocument();
  });

  it('Partner Hub: a failed summary is one error state with Try again; the calculator and the playbook stay', async () => {
    faultRoute(env.faults, 'getReferral', { kind: '500' });
    await renderPage(<ReferralPage />, { path: '/app/referral' });
    expect(
      await screen.findByText('Your referral data could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Potential calculator' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Playbook/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your referral code' })).not.toBeInTheDocument();
    expect(screen.queryByText('Total referrals')).not.toBeInTheDocument();
  });

  it('Partner Hub: code, rates with tier bonuses, calculator without NaN, UTM link encoded', async () => {
    const user = userEvent.setup();
    await renderPage(<ReferralPage />, { path: '/app/referral' });
    // The first page of a run compiles its chunks: room for a busy machine.
    expect(await screen.findByText('OCTOSS-7F3K')).toBeInTheDocument();
    expect(screen.getByText('3 active friends = up to $1,620/month')).toBeInTheDocument();
    const rates = await screen.findByRole('table', { name: 'Referral rates by exchange' });
    expect(within(rates).getByRole('row', { name: /CEX-A/ })).toHaveTextContent('25%30%35%40%');
    const friends = screen.getByRole('spinbutton', { name: 'Active friends' });
    await user.clear(friends);
    await user.type(friends, 'abc');
    expect(screen.getByText(/Your potential per month/).textContent).not.toMatch(/NaN/);
    const campaign = screen.getByRole('textbox', { name: 'Campaign' });
    await user.clear(campaign);
    await user.type(campaign, 'a&b c');
    expect(screen.getByLabelText('Your tagged link')).toHaveTextContent(
      'utm_source=twitter&utm_medium=social&utm_campaign=a%26b+c',
    );
  });

  it("Partner Hub: the headline example is the rule (3 × $540) in the reader's number format", async () => {
    await renderPage(<ReferralPage />, { path: '/app/referral', language: 'vi' });
    // vi-VN writes dollars as "1.620 $" (a no-break space before the sign).
    expect(await screen.findByText(/^3 người bạn hoạt động = tới 1\.620\s\$\/tháng$/)).toBeInTheDocument();
    expect(screen.getByText(/trung bình 540\s\$ mỗi/)).toBeInTheDocument();
  });

  it('Partner Hub: share dialog tabs and the DM pack', async () => {
    const user = userEvent.setup();
    await renderPage(<ReferralPage />, { path: '/app/referral' });
    // The card shows at once; its buttons work once the trader's code has come.
    await screen.findByText('OCTOSS-7F3K');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const share = await screen.findByRole('dialog', { name: 'Share your link' });
    await user.click(within(share).getByRole('tab', { name: 'QR' }));
    expect(within(share).getByRole('img', { name: 'QR code of your referral link' })).toHaveAttribute('height', '150');
    await user.click(within(share).getByRole('tab', { name: 'Quick' }));
    await user.click(within(share).getByRole('button', { name: 'DM Scripts' }));
    const dm = await screen.findByRole('dialog', { name: 'DM Script Pack' });
    expect(within(dm).getByText(/Follow-up after 48-72 h/)).toBeInTheDocument();
    await user.click(within(dm).getByRole('tab', { name: 'Checklist' }));
    expect(within(dm).getByText(/Never promise returns/)).toBeInTheDocument();
  });

  it('Partner Hub: the Link-in-Bio overlay previews the public profile', async () => {
    const user = userEvent.setup();
    await renderPage(<ReferralPage />, { path: '/app/referral' });
    await screen.findByText('OCTOSS-7F3K');
    await user.click(screen.getByRole('button', { name: 'Link-in-Bio' }));
    const overlay = await screen.findByRole('dialog', { name: 'Your Link-in-Bio' });
    expect(await within(overlay).findByRole('heading', { name: 'Minji Park' })).toBeInTheDocument();
    expect(within(overlay).getByText('https://octoss.app/l/octoss-7f3k')).toBeInTheDocument();
    expect(within(overlay).getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      '/l/octoss-7f3k',
    );
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Link-in-Bio: the public profile, and a friendly not-found', async () => {
    await renderPage(<LinkInBioPage />, { path: '/l/octoss-7f3k', routePath: '/l/:code' });
    expect(await screen.findByRole('heading', { name: 'Minji Park' })).toBeInTheDocument();
    expect(screen.getByText('Verified on Trustboard')).toBeInTheDocument();
    expect(screen.getByText('7m 22s')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('Link-in-Bio: unknown code', async () => {
    await renderPage(<LinkInBioPage />, { path: '/l/nobody', routePath: '/l/:code' });
    expect(await screen.findByText('This profile does not exist')).toBeInTheDocument();
  });
});
