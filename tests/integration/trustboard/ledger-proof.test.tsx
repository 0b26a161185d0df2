import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TrustboardPage from '@/features/trustboard/TrustboardPage';
import { isoWeekOf, weekBounds } from '../../../ledger/index.ts';
import { createReconciliation } from '@mocks/areas/trustboard';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

/** The ledger proof on the Trustboard against the mock backend over msw/node: the weekly table, Verify and the tamper switches. */
describe('Trustboard: the ledger proof', () => {
  const { env } = useMockServer();

  /** The demo trader's newest record of a week that has closed: it has a proof at the latest checkpoint. */
  const closedRecord = () => {
    const weekStart = weekBounds(isoWeekOf(env.now())).fromMs;
    const user = env.db.user.getAll()[0]!.id;
    return env.db.reconciliation
      .getAll()
      .filter((row) => row.userId === user && row.timestamp < weekStart)
      .sort((a, b) => b.timestamp - a.timestamp)[0]!;
  };

  const openVerify = async (id: string) => {
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    await user.click(within(table).getByRole('button', { name: `Verify record ${id}` }));
    return screen.findByRole('dialog', { name: 'Verify this record' });
  };

  it('shows the weekly checkpoints, newest first, each checked in the browser', async () => {
    await renderPage(<TrustboardPage />, { path: '/app/trustboard' });
    const table = await screen.findByRole('table', { name: 'Weekly checkpoints' });
    const rows = within(table).getAllByRole('row').slice(1);
    const latest = isoWeekOf(weekBounds(isoWeekOf(env.now())).fromMs - 1);
    expect(rows[0]).toHaveTextContent(latest);
    // Every week's note verifies under the pinned key and extends the week before; the oldest has none before it.
    await waitFor(() => expect(within(table).getAllByText('Verified')).toHaveLength(rows.length));
    expect(within(table).getAllByText('Consistent')).toHaveLength(rows.length - 1);
    expect(within(rows.at(-1)!).getByText('First checkpoint')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Not anchored in demo')).toBeInTheDocument();
    expect(screen.getByText('Demo key')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the key that signs checkpoints' })).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`remembers checkpoint ${latest} from now on`))).toBeInTheDocument();
    // The owner key is made on first use and registered.
    expect(await screen.findByText(/Made in this browser and registered/)).toBeInTheDocument();
    expect(env.db.ownerKey.getAll().find((key) => key.userId === env.db.user.getAll()[0]!.id)?.registered).toBe(true);
  });

  it('Verify turns green for a record of a closed week, every step listed with its values', async () => {
    const record = closedRecord();
    await renderPage(<TrustboardPage />, { path: '/app/trustboard' });
    const dialog = await openVerify(record.id);
    expect(await within(dialog).findByText('This record is in the ledger as published')).toBeInTheDocument();
    const steps = within(dialog).getByRole('list', { name: 'Verification steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === steps),
    ).toHaveLength(9);
    expect(steps).toHaveTextContent('2. The ledger entry says what this page shows — Passed');
    // Appended before this browser registered its key: the owner step says why it was not checked.
    expect(steps).toHaveTextContent('added before your key was registered');
    expect(within(dialog).getByText(/npm run proof:verify -- octoss-proof-/)).toHaveTextContent(
      `--row '{"amountCents":`,
    );
    expect(within(dialog).getByText(/python3 ledger\/verify_proof.py/)).toBeInTheDocument();
  });

  it('a record of the open week is proven at the next checkpoint', async () => {
    const user = env.db.user.getAll()[0]!.id;
    const open = createReconciliation(env, {
      userId: user,
      exchangeId: 'cex-a',
      state: 'MATCHED',
      txHash: `0x${'ab'.repeat(32)}`,
      sourceLabel: 'EXCHANGE_PAID',
      amount: 12.5,
      timestamp: env.now(),
    });
    await renderPage(<TrustboardPage />, { path: '/app/trustboard' });
    const dialog = await openVerify(open.id);
    expect(
      await within(dialog).findByText(/proven at the next checkpoint, when this week closes on/),
    ).toBeInTheDocument();
  });

  it.each([
    ['record', 2, 'The ledger entry says what this page shows'],
    ['leaf', 6, "The path reaches the checkpoint's root"],
  ] as const)('under ?mockTamper=%s Verify fails at step %i', async (tamper, number, step) => {
    env.faults.tamper = tamper;
    try {
      const record = closedRecord();
      await renderPage(<TrustboardPage />, { path: '/app/trustboard' });
      const dialog = await openVerify(record.id);
      expect(await within(dialog).findByText(`Verification failed at step ${number}: ${step}`)).toBeInTheDocument();
    } finally {
      env.faults.tamper = undefined;
    }
  });

  it('a forked log fails at consistency in a browser that saw an honest checkpoint', async () => {
    const record = closedRecord();
    const { unmount } = await renderPage(<TrustboardPage />, { path: '/app/trustboard' });
    expect(await screen.findByText(/remembers checkpoint .* from now on/)).toBeInTheDocument();
    unmount();
    env.faults.tamper = 'fork';
    try {
      await renderPage(<TrustboardPage />, { path: '/app/trustboard' });
      // The table says it too: the newest checkpoint does not extend the one seen before.
      expect(await screen.findByText(/does not extend checkpoint .*: it was rewritten/)).toBeInTheDocument();
      const dialog = await openVerify(record.id);
      expect(
        await within(dialog).findByText('Verification failed at step 9: Consistent with what this browser saw before'),
      ).toBeInTheDocument();
    } finally {
      env.faults.tamper = undefined;
    }
  });
});
