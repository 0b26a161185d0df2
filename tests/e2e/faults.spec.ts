import type { Browser, Download, Page } from '@playwright/test';
import { groups, type Group } from '../../contract/route';
import { faultKinds, type FaultKind } from '../../mocks/faults';
import { expect, open, test } from './support/fixtures';
import { fillPartnerApplication } from './support/forms';
import { closeToast } from './support/toasts';

/**
 * Every endpoint group fails on the page that uses it. Only the first requests fail
 * (`mockFailTimes`), so the test sees the error state and then the Retry recovering. How a request
 * fails (a 500, a network error, a timeout) is the shared client's business, not the page's: every
 * kind is played on a page with one group, one with four, the public pages and every write; the
 * other pages get the 500. Kinds run side by side, each in its own browser window (a background
 * tab's animation frames may stall, and its transitions with them) with its own demo data.
 */

/**
 * The client timeout in the timeout case: 1.5 s per attempt instead of 15 s, still above what the
 * mock takes to answer on a busy machine (it applies to every request of the page). Where one
 * request without retries must recover, 3 s: nothing would try again if a busy moment failed it.
 */
const clientTimeoutMs = 1500;
const singleTryTimeoutMs = 3000;
/** Three tabs start the app at once, each failing four times with back-off: allow for a busy machine. */
const firstErrorTimeout = 45_000;
test.describe.configure({ timeout: 120_000 });

/** An error title to see and retry, or a tab to open (whose part then loads, and fails, in turn). */
type Step = string | { tab: string };

const queryFailures = 4;

type Scenario = {
  path: string;
  groups: Group[];
  /** In the order they appear: a part may only show once another one has recovered. */
  steps: Step[];
  /** Shown once everything has loaded. */
  loaded: string;
  /**
   * Requests to fail per endpoint: 1 without retries; for queries (react-query tries 3 times) the
   * default, 4. A request the page sent before the demo backend took control can be cancelled and
   * sent again after the mock has counted it as failed: with 3, that left the query 2 failures and
   * a third try that loaded, so its error state never showed (on a busy machine). With 4, the
   * error state shows either way, and Retry recovers on its first or second try.
   */
  times?: number;
  /** The client timeout in the timeout case, if not the usual one. */
  timeoutMs?: number;
  /** How the requests fail: every kind, or only a 500 (the default). */
  kinds?: readonly FaultKind[];
  dataset?: 'testnet';
};

const pages: Scenario[] = [
  {
    path: '/',
    groups: ['proof'],
    steps: ['Proof metrics could not be loaded.'],
    loaded: 'Reconciliations this week',
    kinds: faultKinds,
  },
  {
    path: '/app/dashboard',
    groups: ['dashboard'],
    steps: ['Failed to load dashboard data'],
    loaded: '376.61 USDT',
    kinds: faultKinds,
  },
  {
    path: '/app/payback',
    groups: ['session', 'exchanges', 'uid-links', 'accruals'],
    steps: [
      'Your account could not be loaded.',
      'The exchanges could not be loaded.',
      'Your linked accounts could not be loaded.',
      'Accruals could not be loaded.',
    ],
    loaded: 'Linked accounts',
    kinds: faultKinds,
  },
  {
    path: '/app/trustboard',
    groups: ['reconciliations'],
    steps: ['The reconciliation counts could not be loaded.', 'Reconciliation data could not be loaded.'],
    loaded: 'Exchange-Paid',
  },
  {
    path: '/app/settlements',
    groups: ['settlements'],
    steps: [
      'Settlements could not be loaded.',
      { tab: 'Auto-Settlement' },
      'The auto-settlement rule could not be loaded.',
    ],
    loaded: 'Next run',
  },
  // Alone: failing with the list, the exchanges would load again by themselves when the table mounts.
  {
    path: '/app/settlements',
    groups: ['exchanges'],
    steps: ['The exchanges could not be loaded.'],
    loaded: 'Go to exchange',
  },
  {
    path: '/app/payouts?tab=history',
    groups: ['payouts'],
    steps: [
      'The balance could not be loaded.',
      'The payout schedule could not be loaded.',
      'Payouts could not be loaded.',
      'Your payout wallet could not be loaded.',
    ],
    loaded: 'Completed (3)',
  },
  {
    path: '/app/referral',
    // The calculator no longer reads the session (a referral's worth has no tier multiplier).
    groups: ['referral'],
    steps: ['Your referral data could not be loaded.', 'The referral rates could not be loaded.'],
    loaded: 'OCTOSS-7F3K',
  },
  {
    path: '/app/playbook',
    groups: ['playbook'],
    steps: ["The plan's figures could not be loaded.", 'The playbook could not be loaded.'],
    loaded: 'octoss.app',
  },
  {
    path: '/app/value-zone',
    groups: ['session', 'tiers', 'points'],
    steps: [
      'Your account could not be loaded.',
      'The tier table could not be loaded.',
      { tab: 'Points History' },
      'Your points history could not be loaded.',
    ],
    loaded: 'Balance',
  },
  {
    path: '/app/promos',
    groups: ['promos'],
    steps: ['Promos could not be loaded.', 'Your saved promos could not be loaded.'],
    loaded: 'Open promo',
  },
  { path: '/deals', groups: ['deals'], steps: ['The programs could not be loaded.'], loaded: 'Kraken' },
  {
    path: '/app/faq',
    groups: ['faq'],
    steps: ['The FAQ could not be loaded.'],
    loaded: 'How much of my trading fees do I get back?',
  },
  { path: '/app/ai', groups: ['ai'], steps: ['The assistants could not be loaded.'], loaded: 'Enterprise' },
  { path: '/app/market', groups: ['market'], steps: ['Products could not be loaded.'], loaded: 'Verified' },
  {
    path: '/app/testnet',
    groups: ['exchanges'],
    steps: ['The exchanges could not be loaded.'],
    loaded: 'Link demo account',
    dataset: 'testnet',
  },
  // The profile query does not retry (a 404 is an answer), so one failure shows the error state.
  {
    path: '/l/octoss',
    groups: ['profiles'],
    steps: ['The profile could not be loaded.'],
    loaded: 'OCTOSS Team',
    times: 1,
    timeoutMs: singleTryTimeoutMs,
    kinds: faultKinds,
  },
];

function faultQuery(groups: readonly Group[], kind: FaultKind, times: number, timeoutMs = clientTimeoutMs): string {
  const timeout = kind === 'timeout' ? `&mockTimeoutMs=${timeoutMs}` : '';
  return `mockFail=${groups.join(',')}&mockFault=${kind}&mockFailTimes=${times}${timeout}`;
}

/** Runs one check per fault kind, each in its own window (context), and reports which kind failed. */
async function forEachFault(
  browser: Browser,
  kinds: readonly FaultKind[],
  check: (page: Page, kind: FaultKind) => Promise<void>,
  dataset?: Scenario['dataset'],
): Promise<void> {
  const uncaught: string[] = [];
  await Promise.all(
    kinds.map(async (kind) => {
      const context = await browser.newContext();
      if (dataset) await context.addInitScript((name) => localStorage.setItem('octoss.dataset', name), dataset);
      const page = await context.newPage();
      page.on('pageerror', (error) => uncaught.push(`${kind}: ${error.message}`));
      try {
        await test.step(`fault ${kind}`, () => check(page, kind));
      } finally {
        await context.close();
      }
    }),
  );
  expect(uncaught, 'uncaught page errors').toEqual([]);
}

const errorState = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title }).first();
const retryButtons = (page: Page) => page.getByRole('alert').getByRole('button', { name: 'Try again' });

for (const scenario of pages) {
  test(`${scenario.path}: ${scenario.groups.join(', ')} fail, show their error state, and Retry recovers`, async ({
    browser,
  }) => {
    await forEachFault(
      browser,
      scenario.kinds ?? ['500'],
      async (page, kind) => {
        await open(
          page,
          scenario.path,
          faultQuery(scenario.groups, kind, scenario.times ?? queryFailures, scenario.timeoutMs),
        );
        for (const step of scenario.steps) {
          if (typeof step !== 'string') {
            await page.getByRole('tab', { name: step.tab }).click();
            continue;
          }
          const state = errorState(page, step);
          await expect(state, `${kind}: error state "${step}"`).toBeVisible({ timeout: firstErrorTimeout });
          await state.getByRole('button', { name: 'Try again' }).click();
          await expect(state, `${kind}: "${step}" recovers`).toBeHidden();
        }
        // A Retry first shows the skeleton again; only once that is gone does "no error state" mean recovered.
        await expect(page.locator('.MuiSkeleton-root'), `${kind}: nothing left loading`).toHaveCount(0);
        await expect(retryButtons(page), `${kind}: no error state left`).toHaveCount(0);
        await expect(page.getByText(scenario.loaded).first(), `${kind}: content shown`).toBeVisible();
      },
      scenario.dataset,
    );
  });
}

/** Groups that only write (or download on demand): the failure is a toast, and doing it again works. */
const writeOnly = {
  application: 'partner-applications',
  sandbox: 'testnet',
  csv: 'exports',
  signIn: 'auth',
} as const satisfies Record<string, Group>;

test('every endpoint group is failed by a test here, but meta (the OpenAPI document no page reads)', () => {
  const covered = new Set<Group>([...pages.flatMap((scenario) => scenario.groups), ...Object.values(writeOnly)]);
  expect(groups.filter((group) => !covered.has(group))).toEqual(['meta']);
});

test('a failed partner application can be sent again', async ({ browser }) => {
  await forEachFault(browser, faultKinds, async (page, kind) => {
    await open(page, '/deals', faultQuery([writeOnly.application], kind, 1, singleTryTimeoutMs));
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Partner application' });
    await fillPartnerApplication(dialog);
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await closeToast(page, 'Submission Error', firstErrorTimeout);
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Application received'), kind).toBeVisible();
  });
});

test('a failed start-up sign-in asks the reader to sign in, and Sign in recovers the page', async ({ browser }) => {
  await forEachFault(browser, faultKinds, async (page, kind) => {
    // A fresh window has no token: the demo's sign-in at start fails all three tries, so the server answers 401.
    // The page's reads must then answer that 401, not time out themselves on a busy machine: 3 s each.
    await open(page, '/app/dashboard', faultQuery([writeOnly.signIn], kind, 3, singleTryTimeoutMs));
    const prompt = page.getByRole('region', { name: 'Sign in to continue' });
    await expect(prompt, kind).toBeVisible({ timeout: firstErrorTimeout });
    await prompt.getByRole('button', { name: 'Sign in' }).click();
    await expect(prompt, `${kind}: signed in`).toBeHidden();
    await expect(page).toHaveURL(/\/app\/dashboard/);
    await expect(page.getByText('376.61 USDT').first(), `${kind}: the page loaded`).toBeVisible();
  });
});

test('a failed sandbox reset can be confirmed again', async ({ browser }) => {
  await forEachFault(
    browser,
    faultKinds,
    async (page, kind) => {
      await open(page, '/app/testnet', faultQuery([writeOnly.sandbox], kind, 1, singleTryTimeoutMs));
      await page.getByRole('button', { name: 'Reset sandbox' }).click();
      const confirm = page
        .getByRole('dialog', { name: 'Reset the sandbox?' })
        .getByRole('button', { name: 'Reset', exact: true });
      await confirm.click();
      await closeToast(page, 'That did not work', firstErrorTimeout);
      await confirm.click();
      await expect(page.getByText('Sandbox reset'), kind).toBeVisible();
    },
    'testnet',
  );
});

test('a failed CSV export can be downloaded again', async ({ browser }) => {
  await forEachFault(browser, faultKinds, async (page, kind) => {
    await open(page, '/app/payouts', faultQuery([writeOnly.csv], kind, 1, singleTryTimeoutMs));
    const exportButton = page.getByRole('button', { name: 'Payouts CSV' });
    await exportButton.click();
    await closeToast(page, 'The export could not be downloaded', firstErrorTimeout);
    const download: Promise<Download> = page.waitForEvent('download');
    await exportButton.click();
    expect((await download).suggestedFilename(), kind).toMatch(/^octoss-payouts-.*\.csv$/);
  });
});
