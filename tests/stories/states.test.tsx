import type { ComponentType } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { setupServer } from 'msw/node';
import { storyHandlers } from './storyHandlers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as preview from '../../.storybook/preview';

/**
 * Each state story shows its state, as a trader in that state would see it: Loading shows that
 * something loads, Error shows the one error state (role=alert with "Try again"), and Empty is an
 * empty account everywhere on the page (none of the demo account's figures, and the page's own
 * empty text).
 */
const { loaders: _browserOnlyLoaders, ...annotations } = preview.default;
setProjectAnnotations(annotations);

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../stories/*/*.stories.tsx', '!../../stories/{app,components,foundations}/*'],
  { eager: true },
);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The demo account's own figures: code, name, earnings, claimable, referral earnings, points. */
const demoAccountFigures = ['OCTOSS-7F3K', 'Minji Park', '649.45', '376.61', '162.40', '2,847'];

/** What each page's Empty story says (en). */
const emptyText: Record<string, string> = {
  AiAssistants: 'No assistants yet',
  Dashboard: 'Add your first exchange',
  Deals: 'No partner programs yet',
  Faq: 'No questions yet',
  Landing: 'Reconciliations this week',
  LedgerProof: 'No checkpoint yet',
  LinkInBio: 'New Trader',
  Marketplace: 'No products yet',
  PartnerHub: 'No referrals yet',
  PaybackCenter: 'No accruals yet. Link an exchange account to start earning!',
  Payouts: 'No payouts yet',
  Playbook: 'Just started getting my trading fees back',
  Promos: 'No promos right now',
  Settlements: 'No settlements yet',
  Testnet: 'Link demo account',
  Trustboard: 'No reconciliation data available',
  ValueZone: 'No points yet',
};

type Composed = ComponentType & { parameters: Record<string, unknown>; load: () => Promise<void> };

async function show(Story: Composed) {
  server.use(...storyHandlers(Story.parameters));
  await Story.load();
  return render(<Story />);
}

const skeletons = (container: HTMLElement) => container.querySelectorAll('.MuiSkeleton-root, [aria-busy="true"]');

for (const [file, module] of Object.entries(modules)) {
  const page = file.split('/').pop()!.replace('.stories.tsx', '');
  const stories = composeStories(module as Parameters<typeof composeStories>[0]) as Record<string, Composed>;
  describe(page, () => {
    if (stories.Loading) {
      it('Loading shows that it loads, and no error state', async () => {
        const { container } = await show(stories.Loading!);
        await waitFor(() => expect(skeletons(container).length).toBeGreaterThan(0));
        expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      });
    }

    if (stories.Error) {
      it('Error shows the error state: role=alert with "Try again", never on top of another', async () => {
        await show(stories.Error!);
        const retries = await screen.findAllByRole('button', { name: 'Try again' });
        for (const retry of retries) {
          const state = retry.closest('[role="alert"]') as HTMLElement | null;
          expect(state, 'a Try again inside an alert').not.toBeNull();
          // One failed part, one error state: an error state never holds another.
          expect(within(state!).getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
        }
      });
    }

    if (stories.SignedOut) {
      it('SignedOut shows the one sign-in prompt', async () => {
        await show(stories.SignedOut!);
        const prompt = await screen.findByRole('region', { name: 'Sign in to continue' });
        expect(within(prompt).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
        expect(screen.getAllByRole('region', { name: 'Sign in to continue' })).toHaveLength(1);
      });
    }

    const empty = stories.Empty ?? stories.ProofEmpty;
    if (empty) {
      it('Empty is an empty account everywhere on the page', async () => {
        const { container } = await show(empty);
        await screen.findAllByText(emptyText[page]!, { exact: false });
        await waitFor(() => expect(skeletons(container)).toHaveLength(0));
        for (const figure of demoAccountFigures) expect(container.textContent, figure).not.toContain(figure);
        // (Informational notes are alerts too in MUI: "no error" means no error state.)
        expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      });
    }
  });
}
