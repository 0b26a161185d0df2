import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TrustboardPage from '@/features/trustboard/TrustboardPage';
import { currentToasts } from '@/lib/toast';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('Trustboard', () => {
  const { env } = useMockServer();

  it('shows counts and the table; pending hashes have no copy button', async () => {
    await renderPage(<TrustboardPage />, { path: '/app/trustboard' });
    const table = await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Verified transactions')).toBeInTheDocument();
    const pendingRow = within(table).getAllByRole('row').find((row) => within(row).queryByText('Pending'))!;
    expect(within(pendingRow).queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(within(table).getAllByRole('button', { name: /Copy the transaction hash/ }).length).toBeGreaterThan(0);
  });

  it('filters discrepancies from the URL, shows a removable chip, and reports an issue', async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(<TrustboardPage />, { path: '/app/trustboard?filter=discrepancy' });
    const table = await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    await waitFor(() => expect(within(table).getAllByText('Discrepancy')).toHaveLength(within(table).getAllByRole('row').length - 1));
    await user.click(within(table).getAllByRole('button', { name: 'Report Issue' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Report an issue' });
    expect(dialog).toHaveTextContent('72 hours');
    await user.type(within(dialog).getByRole('textbox'), 'The amount is lower than my exchange report');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(currentToasts().some((toast) => toast.title === 'Issue reported')).toBe(true));
    expect(await screen.findByText('Reported')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Remove filter: Discrepancies only' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
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
