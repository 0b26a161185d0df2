import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TrustboardPage from '@/features/trustboard/TrustboardPage';
import { currentToasts } from '@/lib/toast';
import { enterText } from '../../support/enterText';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('Trustboard', () => {
  const { env } = useMockServer();

  it('shows counts and the table; pending hashes have no copy button', async () => {
    await renderPage(<TrustboardPage />, { path: '/app/trustboard' });
    const table = await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Verified transactions')).toBeInTheDocument();
    const pendingRow = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText('Pending'))!;
    expect(within(pendingRow).queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(within(table).getAllByRole('button', { name: /Copy the transaction hash/ }).length).toBeGreaterThan(0);
  });

  it('filters discrepancies from the URL, shows a removable chip, and reports an issue', async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(<TrustboardPage />, { path: '/app/trustboard?filter=discrepancy' });
    const table = await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    await waitFor(() =>
      expect(within(table).getAllByText('Discrepancy')).toHaveLength(within(table).getAllByRole('row').length - 1),
    );
    await user.click(within(table).getAllByRole('button', { name: 'Report Issue' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Report an issue' });
    expect(dialog).toHaveTextContent('72 hours');
    enterText(within(dialog).getByRole('textbox'), 'The amount is lower than my exchange report');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(currentToasts().some((toast) => toast.title === 'Issue reported')).toBe(true));
    expect(await screen.findByText('Reported')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Remove filter: Discrepancies only' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('applies the discrepancy filter from its chip', async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(<TrustboardPage />, { path: '/app/trustboard?page=2' });
    await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    await user.click(screen.getByRole('button', { name: 'Apply filter: Discrepancies only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=discrepancy'));
    const table = screen.getByRole('table', { name: 'Transaction Reconciliation' });
    await waitFor(() =>
      expect(within(table).getAllByText('Discrepancy')).toHaveLength(within(table).getAllByRole('row').length - 1),
    );
  });

  it('sorts by amount from its column header, both ways, through the API, with aria-sort', async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(<TrustboardPage />, { path: '/app/trustboard' });
    const table = await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    const amounts = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          Number(
            within(row)
              .getAllByRole('cell')[3]!
              .textContent!.replace(/[^\d.-]/g, ''),
          ),
        );
    const firstPageOfAll = (order: (a: number, b: number) => number) =>
      env.db.reconciliation
        .getAll()
        // The trader's own records: the table also holds other traders' (the ledger proof's tree).
        .filter((row) => row.userId === env.db.user.getAll()[0]!.id)
        .map((row) => row.amount)
        .sort(order)
        .slice(0, 20);
    expect(header('Timestamp')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Amount')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Amount')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-amount'));
    await waitFor(() => expect(header('Amount')).toHaveAttribute('aria-sort', 'descending'));
    // The first page holds the largest amounts of all the records, not just page 1 re-ordered.
    await waitFor(() => expect(amounts()).toEqual(firstPageOfAll((a, b) => b - a)));

    await user.click(within(header('Amount')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=amount'));
    await waitFor(() => expect(amounts()).toEqual(firstPageOfAll((a, b) => a - b)));
    expect(header('Amount')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Timestamp')).not.toHaveAttribute('aria-sort');
  });

  it('filters by ?period and shows the empty text outside any data', async () => {
    await renderPage(<TrustboardPage />, { path: '/app/trustboard?period=2020-01-01_2020-01-31' });
    expect(await screen.findByText('No reconciliation data available')).toBeInTheDocument();
    expect(screen.getByText('Period 2020-01-01 – 2020-01-31')).toBeInTheDocument();
  });

  it('shows an error with retry when the API fails', async () => {
    env.faults.fail.add('reconciliations');
    await renderPage(<TrustboardPage />, { path: '/app/trustboard' });
    expect(await screen.findByText('Reconciliation data could not be loaded.')).toBeInTheDocument();
  });
});
