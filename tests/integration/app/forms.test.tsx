import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorCodes } from '@octoss/contract/errors';
import { faultRoute } from '@mocks/faults';
import { conflict } from '@mocks/shared/http-error';
import { describe, expect, it } from 'vitest';
import { uidMaxLength } from '@octoss/contract/uid-links';
import DealsPage from '@/features/deals/DealsPage';
import PaybackPage from '@/features/payback/PaybackPage';
import ReferralPage from '@/features/referral/ReferralPage';
import TrustboardPage from '@/features/trustboard/TrustboardPage';
import { currentToasts } from '@/lib/toast';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';
import { enterText } from '../../support/enterText';
import { fillPartnerApplication } from '../../support/partnerApplication';

/** What the reader has on screen now: the toast queue, newest last. */
const toastTexts = () => currentToasts().map((toast) => `${toast.title}: ${toast.description ?? ''}`);

describe('forms: outcomes, one write per action, too-long input', () => {
  const { env, server } = useMockServer();

  /** The POSTs the page sent to paths matching `path`. */
  function watchPosts(path: RegExp) {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && path.test(new URL(request.url).pathname)) posts.push(request.url);
    });
    return posts;
  }

  async function chooseExchange(user: ReturnType<typeof userEvent.setup>) {
    const select = await screen.findByRole('combobox', { name: 'Exchange' });
    await user.selectOptions(select, within(select).getByRole('option', { name: /CEX-B/ }));
  }

  it('a UID link that failed and then succeeded on retry says UID Submitted, and no longer Submission Failed', async () => {
    faultRoute(env.faults, 'createUidLink', { kind: '500', times: 1 });
    const user = userEvent.setup();
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    await chooseExchange(user);
    await user.type(screen.getByRole('textbox', { name: 'UID' }), '99887766');
    await user.click(screen.getByRole('button', { name: 'Link account' }));
    await waitFor(() => expect(toastTexts()).toContain('Submission Failed: Please try again later.'));
    await user.click(screen.getByRole('button', { name: 'Link account' }));
    await waitFor(() => expect(toastTexts()).toContain('UID Submitted: Your account link request is being processed'));
    expect(toastTexts().filter((text) => text.startsWith('Submission Failed'))).toEqual([]);
  });

  it("a UID with other characters is an error naming the contract's length limit", async () => {
    const user = userEvent.setup();
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    await chooseExchange(user);
    const uid = screen.getByRole('textbox', { name: 'UID' });
    await user.type(uid, 'no spaces');
    await user.click(screen.getByRole('button', { name: 'Link account' }));
    await waitFor(() =>
      expect(uid).toHaveAccessibleDescription(`Enter a UID of up to ${uidMaxLength} letters, digits, - or _`),
    );
  });

  it('a pasted 5,000-digit UID is an error naming the limit; the field keeps it and nothing is linked', async () => {
    const posts = watchPosts(/^\/api\/uid-links$/);
    const user = userEvent.setup();
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    await chooseExchange(user);
    const uid = screen.getByRole('textbox', { name: 'UID' });
    await user.click(uid);
    await user.paste('7'.repeat(5000));
    expect(uid).toHaveValue('7'.repeat(5000));
    expect(uid).toHaveAccessibleDescription('Too long: at most 64 characters (you entered 5,000).');
    await user.click(screen.getByRole('button', { name: 'Link account' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Validation Error: Please select an exchange and enter your UID.'),
    );
    expect(uid).toHaveValue('7'.repeat(5000));
    expect(uid).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
    expect(env.db.uidLink.getAll().some((link) => link.uid.startsWith('7777'))).toBe(false);
  });

  it('says the limit in Korean too', async () => {
    const user = userEvent.setup();
    await renderPage(<PaybackPage />, { path: '/app/payback', language: 'ko' });
    const uid = await screen.findByRole('textbox', { name: 'UID' });
    await user.click(uid);
    await user.paste('7'.repeat(5000));
    expect(uid).toHaveAccessibleDescription('너무 깁니다: 최대 64자까지 입력할 수 있습니다(입력한 글자 수: 5,000).');
  });

  async function openDispute(user: ReturnType<typeof userEvent.setup>) {
    await renderPage(<TrustboardPage />, { path: '/app/trustboard?filter=discrepancy' });
    const table = await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    await waitFor(() =>
      expect(within(table).getAllByText('Discrepancy')).toHaveLength(within(table).getAllByRole('row').length - 1),
    );
    await user.click(within(table).getAllByRole('button', { name: 'Report Issue' })[0]!);
    return screen.findByRole('dialog', { name: 'Report an issue' });
  }

  it('a double click on Send report files one report and says it was sent', async () => {
    const posts = watchPosts(/\/disputes$/);
    const user = userEvent.setup();
    const dialog = await openDispute(user);
    enterText(within(dialog).getByRole('textbox'), 'The amount is lower than my exchange report');
    // Two clicks before React re-renders the button (what a fast double click does in a browser).
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(toastTexts()).toContain('Issue reported: We will answer within 72 hours.'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report an issue' })).toBeNull());
    expect(posts).toHaveLength(1);
    expect(toastTexts().some((text) => text.startsWith('The report could not be sent'))).toBe(false);
  });

  it('a report the server already holds (409 already_disputed) is shown as sent, not as a failure', async () => {
    faultRoute(env.faults, 'createDispute', {
      error: conflict('This record is already disputed', errorCodes.alreadyDisputed),
    });
    const user = userEvent.setup();
    const dialog = await openDispute(user);
    enterText(within(dialog).getByRole('textbox'), 'The amount is lower than my exchange report');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(toastTexts().some((text) => text.startsWith('Issue reported: This issue is already reported'))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report an issue' })).toBeNull());
  });

  it('a 5,000-character report is too long, with the limit, and is not sent', async () => {
    const posts = watchPosts(/\/disputes$/);
    const user = userEvent.setup();
    const dialog = await openDispute(user);
    const reason = within(dialog).getByRole('textbox');
    await user.click(reason);
    await user.paste('x'.repeat(5000));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(reason).toHaveAccessibleDescription('Too long: at most 1,000 characters (you entered 5,000).');
    expect(reason).toHaveValue('x'.repeat(5000));
    expect(posts).toEqual([]);
  });

  it('a 5,000-character application note gets its own error next to the note; the catalogue toast stays', async () => {
    const posts = watchPosts(/^\/api\/partner-applications$/);
    const user = userEvent.setup();
    await renderPage(<DealsPage />, { path: '/deals' });
    await user.click(await screen.findByRole('button', { name: 'Apply for Bybit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partner application' });
    await fillPartnerApplication(user, dialog);
    const note = within(dialog).getByRole('textbox', { name: /Additional notes/ });
    await user.click(note);
    await user.paste('n'.repeat(5000));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription('Too long: at most 2,000 characters (you entered 5,000).'),
    );
    expect(toastTexts()).toContain('Validation Error: Please fill in all required fields and accept the consent.');
    expect(note).toHaveValue('n'.repeat(5000));
    expect(posts).toEqual([]);
  });

  it('a 5,000-character UTM campaign is too long, with the limit, and gives no cut-short link', async () => {
    const user = userEvent.setup();
    await renderPage(<ReferralPage />, { path: '/app/referral' });
    const campaign = await screen.findByRole('textbox', { name: 'Campaign' });
    await user.clear(campaign);
    await user.paste('c'.repeat(5000));
    expect(campaign).toHaveValue('c'.repeat(5000));
    expect(campaign).toHaveAccessibleDescription('Too long: at most 80 characters (you entered 5,000).');
    expect(screen.getByLabelText('Your tagged link')).not.toHaveTextContent('utm_campaign');
    expect(screen.queryByRole('button', { name: 'Copy the tagged link' })).toBeNull();
  });
});
