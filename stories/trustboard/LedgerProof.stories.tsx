import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '../../src/i18n';
import TrustboardPage from '../../src/features/trustboard/TrustboardPage';
import { LedgerProofSection } from '../../src/features/trustboard/proof/LedgerProofSection';
import { updateMemory } from '../../src/features/trustboard/proof/memory';
import { isoWeekOf, valueToJson, weekBounds } from '../../ledger/index.ts';
import type { MockEnv } from '../../mocks/mock-env';
import { createReconciliation } from '../../mocks/areas/trustboard';
import { publishClosedWeeks, publishedCheckpoints } from '../../mocks/areas/trustboard/ledger-checkpoints';
import { mockApi, mockBackend } from '../support/mockApi';
import { openDialog } from '../support/play';

/**
 * The ledger proof on the Trustboard (PROOF.md §6): the weekly checkpoints with the browser's checks,
 * the signing key, the limits and the owner key (Loaded, Public, Empty, Loading, Error, ImportKey);
 * then Verify on a record row, in each of its states: passing, failing at the step each tamper
 * switch breaks, a record not checkpointed yet, loading and failed.
 */
const meta = {
  title: 'Trustboard/Ledger proof',
  component: LedgerProofSection,
  args: { signedIn: true, after: true },
  parameters: { route: '/app/trustboard', layout: 'padded' },
  // Every story starts from a browser that has kept nothing of the proof (no owner key, no checkpoint seen).
  loaders: [() => updateMemory('demo', () => ({}))],
} satisfies Meta<typeof LedgerProofSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const proofGroups = ['proof' as const];

export const Loaded: Story = { parameters: { msw: { handlers: mockApi() } } };
/** Signed out: the public table and key, no owner key. */
export const Public: Story = {
  args: { signedIn: false },
  parameters: { msw: { handlers: mockApi({ signedIn: false }) } },
};
export const Empty: Story = { parameters: { msw: { handlers: mockApi({ dataset: 'new-account' }) } } };
export const Loading: Story = { parameters: { msw: { handlers: mockApi({ loading: proofGroups }) } } };
export const Error: Story = { parameters: { msw: { handlers: mockApi({ fail: proofGroups }) } } };
export const Phone: Story = {
  parameters: { msw: { handlers: mockApi() } },
  globals: { viewport: { value: 'smallPhone' } },
};
/** A key registered on another device (this browser knows its fingerprint only): the trader imports it. */
export const ImportKey: Story = {
  parameters: { msw: { handlers: mockApi() } },
  loaders: [() => updateMemory('demo', () => ({ keyElsewhere: { fingerprint: '5e1f0c2a9b7d3e48', fromSeq: 40 } }))],
  play: openDialog({ role: 'button', key: 'trustboard:proof.ownerKey.import' }),
};

/** The demo trader's newest record of a week that has closed: it has a proof at the latest checkpoint. */
function closedRecordId(env: MockEnv): string {
  const weekStart = weekBounds(isoWeekOf(env.now())).fromMs;
  const user = env.db.user.getAll()[0]!.id;
  return env.db.reconciliation
    .getAll()
    .filter((row) => row.userId === user && row.timestamp < weekStart)
    .sort((a, b) => b.timestamp - a.timestamp)[0]!.id;
}

/** The Trustboard page with Verify opened on one record. */
function verifyStory(env: MockEnv, handlers: ReturnType<typeof mockApi>, id: string = closedRecordId(env)): Story {
  return {
    render: () => <TrustboardPage />,
    parameters: { msw: { handlers } },
    play: async ({ canvasElement, globals }) => {
      // Like openDialog, with room for a busy machine: the records load, then the dialog's own chunk.
      const screen = within(canvasElement.ownerDocument.body);
      await waitFor(() => expect(i18next.language).toBe(globals.locale ?? 'en'), { timeout: 5000 });
      await i18next.loadNamespaces('trustboard');
      const name = i18next.t('trustboard:table.verifyLabel', { id });
      const button = await screen.findByRole('button', { name }, { timeout: 30_000 });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      await screen.findByRole('dialog', {}, { timeout: 30_000 });
    },
  };
}

const honest = mockBackend();
export const VerifyPasses: Story = verifyStory(honest.env, honest.handlers);

const record = mockBackend({ tamper: 'record' });
/** `?mockTamper=record`: the row says another amount than its leaf: step 2 fails. */
export const VerifyFailsAtRow: Story = verifyStory(record.env, record.handlers);

const leaf = mockBackend({ tamper: 'leaf' });
/** `?mockTamper=leaf`: another trader's stored leaf was changed: the path misses the root (step 6). */
export const VerifyFailsAtRoot: Story = verifyStory(leaf.env, leaf.handlers);

const fork = mockBackend({ tamper: 'fork' });
/** `?mockTamper=fork` in a browser that saw the honest latest checkpoint: consistency fails (step 9). */
export const VerifyFailsAtConsistency: Story = {
  ...verifyStory(fork.env, fork.handlers),
  loaders: [
    () => {
      // The stored data are the honest log's (tampering changes answers only): remember its newest checkpoint.
      publishClosedWeeks(fork.env);
      const latest = publishedCheckpoints(fork.env.db).at(-1)!;
      const root = valueToJson(latest.root);
      updateMemory('demo', () => ({
        lastSeen: { period: latest.period, treeSize: latest.treeSize, root, seenAt: new Date().toISOString() },
      }));
    },
  ],
};

const open = mockBackend();
const openRecord = createReconciliation(open.env, {
  userId: open.env.db.user.getAll()[0]!.id,
  exchangeId: 'cex-a',
  state: 'MATCHED',
  txHash: `0x${'ab'.repeat(32)}`,
  sourceLabel: 'EXCHANGE_PAID',
  amount: 12.5,
  timestamp: open.env.now(),
});
/** A record of the open week: it is proven at the next checkpoint (the dialog's empty state). */
export const VerifyNotCheckpointed: Story = verifyStory(open.env, open.handlers, openRecord.id);

const loading = mockBackend({ loading: proofGroups });
export const VerifyLoading: Story = verifyStory(loading.env, loading.handlers);

const failing = mockBackend({ fail: proofGroups });
export const VerifyError: Story = verifyStory(failing.env, failing.handlers);
