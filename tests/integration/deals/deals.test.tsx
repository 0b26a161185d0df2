import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import DealsPage from '@/features/deals/DealsPage';
import { i18next, languageCodes } from '@/i18n';
import { currentToasts } from '@/lib/toast';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';
import { fillPartnerApplication } from '../../support/partnerApplication';

const titles = () => currentToasts().map((toast) => `${toast.title}: ${toast.description ?? ''}`);

describe('Partner Deals', () => {
  const { env } = useMockServer();

  it('lists 29 programs sorted by rate, closed ones as Waitlist, with gross − 10 and standard 5 less', async () => {
    await renderPage(<DealsPage />, { path: '/deals' });
    const table = await screen.findByRole('table', { name: 'Partner programs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(29);
    expect(rows[0]).toHaveTextContent('MEXC');
    expect(rows[0]).toHaveTextContent('50%');
    expect(rows[0]).toHaveTextContent('45%');
    expect(within(table).getAllByText('Waitlist')).toHaveLength(2);
  });

  it('shows the first 100 programs of a longer list and the rest on Show more, never dropping one', async () => {
    const noteId = env.db.deal.getAll()[0]!.noteId;
    for (let index = 1; index <= 90; index += 1)
      env.db.deal.create({
        id: `deal-extra-${index}`,
        order: 100 + index,
        exchange: `Extra ${String(index).padStart(2, '0')}`,
        gross: 11,
        regions: ['Global'],
        noteId,
      });
    const user = userEvent.setup();
    await renderPage(<DealsPage />, { path: '/deals' });
    const table = await screen.findByRole('table', { name: 'Partner programs' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(100);
    expect(screen.getByText('Showing 100 of 119')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(119));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(within(table).getByText('Extra 90')).toBeInTheDocument();
  });

  describe.each(languageCodes)('no programs at all (%s)', (language) => {
    it('says there are none yet, and names the region only when one is chosen', async () => {
      env.db.deal.deleteMany({ where: {} });
      const { unmount } = await renderPage(<DealsPage />, { path: '/deals', language });
      await i18next.loadNamespaces('deals');
      const t = i18next.getFixedT(language, 'deals');
      expect(t('table.emptyAll')).not.toBe('table.emptyAll');
      expect(await screen.findByText(t('table.emptyAll'))).toBeInTheDocument();
      expect(screen.queryByText(t('table.empty'))).toBeNull();
      unmount();
      await renderPage(<DealsPage />, { path: '/deals?region=EU', language });
      expect(await screen.findByText(t('table.empty'))).toBeInTheDocument();
    });
  });

  it('filters by region and sorts by name from the URL', async () => {
    await renderPage(<DealsPage />, { path: '/deals?sort=name&region=US' });
    const table = await screen.findByRole('table', { name: 'Partner programs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('BitMart')).toBeInTheDocument();
    expect(rows.every((row) => row.textContent?.includes('US'))).toBe(true);
    // The order is the name's, and its header says so to screen readers; no other header claims one.
    expect(within(table).getByRole('columnheader', { name: 'Exchange' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Beta rate' })).not.toHaveAttribute('aria-sort');
  });

  it('says on the rate header that the programs are sorted by rate, highest first', async () => {
    await renderPage(<DealsPage />, { path: '/deals' });
    const table = await screen.findByRole('table', { name: 'Partner programs' });
    const sorted = within(table)
      .getAllByRole('columnheader')
      .filter((header) => header.hasAttribute('aria-sort'));
    expect(sorted.map((header) => [header.textContent, header.getAttribute('aria-sort')])).toEqual([
      ['Beta rate', 'descending'],
    ]);
  });

  it('says Validation Error for an empty form and Application received for a full one', async () => {
    const user = userEvent.setup();
    await renderPage(<DealsPage />, { path: '/deals' });
    await user.click(await screen.findByRole('button', { name: 'Apply for Bybit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partner application' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(titles()).toContain('Validation Error: Please fill in all required fields and accept the consent.'),
    );
    await fillPartnerApplication(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(titles()).toContain('Application received: Beta Boost +5% applies if approved.'));
    const stored = JSON.parse(env.db.partnerApplication.getAll()[0]!.payload);
    expect(stored).toMatchObject({
      company: 'Acme',
      exchanges: ['Bybit'],
      regions: ['APAC'],
      volume: 250000,
      consent: true,
    });
  });
});
