import type { Locator, Page } from '@playwright/test';
import { expect, open, test, withMotion } from './support/fixtures';

test.use(withMotion);

/**
 * The money flow with the keyboard alone: no clicks and no fills, only keys pressed and typed
 * (page.keyboard). Focus is checked at every step, because a keyboard user only ever acts where
 * the focus is.
 */

/** Presses `key` until `target` has the focus; fails if it never gets there in `max` presses. */
async function pressUntilFocused(page: Page, key: string, target: Locator, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('link a UID and claim a payout with the keyboard only; Escape closes and gives the focus back', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(60_000);
  await open(page, '/app/payback');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab reaches the skip link; Enter moves the focus to the page's content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  // Exchange, a native select: the arrow keys walk its options and the focus stays on it.
  const exchange = main.getByRole('combobox', { name: 'Exchange' });
  await pressUntilFocused(page, 'Tab', exchange);
  const chosen = exchange.locator('option:checked');
  for (let presses = 0; presses < 10 && !/CEX-B/.test((await chosen.textContent()) ?? ''); presses++)
    await page.keyboard.press('ArrowDown');
  await expect(chosen).toHaveText(/CEX-B/);
  await expect(exchange).toBeFocused();

  await page.keyboard.press('Tab');
  const uid = main.getByRole('textbox', { name: 'UID' });
  await expect(uid).toBeFocused();
  await page.keyboard.type('73737373');
  await page.keyboard.press('Tab');
  const linkAccount = main.getByRole('button', { name: 'Link account' });
  await expect(linkAccount).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'UID Submitted' })).toBeVisible();
  await expect(main.getByRole('row', { name: /73737373/ })).toBeVisible();

  // Payouts: open the claim dialog, type an amount, confirm; the focus comes back to the trigger.
  await page.goto('/app/payouts?mockDelay=0');
  const claimUsdt = page.getByTestId('claim-usdt');
  await expect(claimUsdt).toBeEnabled();
  await pressUntilFocused(page, 'Tab', claimUsdt);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Claim Payout' });
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(claimUsdt).toBeFocused();

  await page.keyboard.press('Space');
  await expect(amount).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('100');
  await expect(amount).toHaveValue('100');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirm Claim' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Payout Claimed Successfully' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(claimUsdt).toBeFocused();
  await expect(page.locator('section[aria-labelledby="balance-title"]')).toContainText('276.61 USDT');
  expect(pageErrors).toEqual([]);
});

test('header menus open with the keyboard, and Escape closes them with the focus back on their button', async ({
  page,
}) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Each menu opens on its current choice (none yet for Products), and the arrows move through it.
  for (const [name, focused, next] of [
    [/Products/, 'Payback Center', 'Trustboard (Proof)'],
    [/Language/, 'English', '한국어'],
  ] as const) {
    const trigger = page.getByRole('banner').getByRole('button', { name });
    await pressUntilFocused(page, 'Tab', trigger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: focused })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: next })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  }
  // Choosing a product with Enter follows its link.
  const products = page.getByRole('banner').getByRole('button', { name: /Products/ });
  await pressUntilFocused(page, 'Shift+Tab', products);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/payback$/);
});

type FocusStop = {
  name: string;
  focusedLook: string;
  previous?: { name: string; focusedLook: string; unfocusedLook: string };
};

/**
 * Installs in every page a probe that reports the element Tab reached, how its focus looks
 * (outline and box-shadow of the element, or of the text field or button it belongs to), and how
 * the element before it looks now that it has lost the focus. The looks are read as painted: after
 * a frame, once the transitions of both have ended (a computed style read mid-transition is its
 * start, and under reduced motion every property of every element has a transition of 0.01 ms).
 */
async function installFocusProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shownOf = (element: Element) =>
      element.closest('.MuiInputBase-root') ??
      (element.matches('input') ? element.closest('.MuiButtonBase-root') : null) ??
      element;
    const lookOf = (element: Element) => {
      const style = getComputedStyle(shownOf(element));
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          : '';
      const shadow = style.boxShadow === 'none' ? '' : style.boxShadow;
      return outline || shadow ? `outline: ${outline}; shadow: ${shadow}` : '';
    };
    const transitionsEnded = async (elements: Element[]) => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const transitions = elements.flatMap((element) => shownOf(element).getAnimations({ subtree: true }));
      await Promise.all(
        transitions.filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished),
      );
    };
    let previous: { element: Element; name: string; focusedLook: string } | undefined;
    (window as unknown as { focusStop: () => Promise<FocusStop> }).focusStop = async () => {
      const element = document.activeElement ?? document.body;
      await transitionsEnded(previous ? [element, previous.element] : [element]);
      const type = element.getAttribute('type');
      const name = `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const stop: FocusStop = { name, focusedLook: lookOf(element) };
      if (previous && previous.element !== element)
        stop.previous = {
          name: previous.name,
          focusedLook: previous.focusedLook,
          unfocusedLook: lookOf(previous.element),
        };
      previous = { element, name, focusedLook: stop.focusedLook };
      return stop;
    };
  });
}

/** Presses `key` `presses` times; returns the stops reached and those whose focus is not visible. */
async function walkFocus(
  page: Page,
  presses: number,
  key = 'Tab',
): Promise<{ reached: string[]; invisible: string[] }> {
  const reached: string[] = [];
  const invisible: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(() => (window as unknown as { focusStop: () => Promise<FocusStop> }).focusStop());
    if (stop.name.startsWith('body')) continue;
    reached.push(stop.name);
    if (!stop.focusedLook) invisible.push(`${stop.name}: no outline or box-shadow when focused`);
    if (stop.previous && stop.previous.focusedLook && stop.previous.focusedLook === stop.previous.unfocusedLook)
      invisible.push(`${stop.previous.name}: looks the same focused and not`);
  }
  return { reached, invisible: [...new Set(invisible)] };
}

/** Walks the focus and expects every stop visible, and the walk to have reached the kinds of control named. */
async function expectVisibleFocus(
  page: Page,
  label: string,
  presses: number,
  mustReach: RegExp[],
  key = 'Tab',
): Promise<void> {
  const { reached, invisible } = await walkFocus(page, presses, key);
  expect.soft(invisible, `${label}: stops without a visible focus`).toEqual([]);
  for (const kind of mustReach)
    expect
      .soft(
        reached.some((name) => kind.test(name)),
        `${label}: reached ${kind}`,
      )
      .toBe(true);
}

const button = (name: string) => new RegExp(`^button(\\[type=\\w+\\])? "${name}`);

// Light walks every kind of control; dark, whose ring only changes colour, the header and a page's start.
for (const [scheme, everything] of [
  ['light', true],
  ['dark', false],
] as const) {
  test(`every control reached with the keyboard shows its focus (${scheme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await installFocusProbe(page);
    // Skip link, banner and header links and buttons, a filter chip, links and copy buttons in a table.
    await open(page, '/app/trustboard', 'filter=discrepancy');
    await expect(page.getByRole('table', { name: 'Transaction Reconciliation' })).toBeVisible();
    await expectVisibleFocus(page, 'Trustboard', everything ? 20 : 12, [
      /Skip to content/,
      /^a "Beta Deals/,
      button('Products'),
      button('Switch to'),
      /Remove filter/,
      ...(everything ? [button('Copy'), button('Report Issue')] : []),
    ]);
    // Menu items, walked with the arrows.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Products/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expectVisibleFocus(page, 'Products menu', 5, [/^a "Trustboard/], 'ArrowDown');
    await page.keyboard.press('Escape');
    if (!everything) return;
    // The table pagination, walking back from the ledger proof below it (its first control is the
    // signing key's copy button), and the footer links, walking back from the footer.
    await page.getByRole('button', { name: 'Remove filter: Discrepancies only' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /next page/ })).toBeEnabled();
    await page
      .getByRole('region', { name: 'Ledger proof' })
      .getByRole('button', { name: 'Copy the key that signs checkpoints' })
      .focus();
    await expectVisibleFocus(page, 'Trustboard pagination', 3, [button('Go to next page')], 'Shift+Tab');
    await page.getByRole('contentinfo').getByRole('link').nth(1).focus();
    await expectVisibleFocus(page, 'Footer links', 4, [/^a "Trustboard/], 'Shift+Tab');
    // Tabs, the wallet form (select, text field), dates, buttons and links.
    await open(page, '/app/payouts', 'tab=history');
    await expect(page.getByRole('table', { name: 'Payout history' })).toBeVisible();
    await expectVisibleFocus(page, 'Payouts', 40, [
      button('Claim USDT'),
      button('Completed'),
      /^select "ERC-20/,
      /^input\[type=text\]/,
      /^input\[type=date\]/,
    ]);
    // Selects, text fields, toggle chips and the consent checkbox of the partner application.
    await open(page, '/deals');
    await page.getByRole('button', { name: 'Apply', exact: true }).focus();
    await page.keyboard.press('Enter');
    const application = page.getByRole('dialog', { name: 'Partner application' });
    await expect(application).toBeVisible();
    await expectVisibleFocus(page, 'Partner application', 10, [
      /^select "Individual trader/,
      /^input\[type=email\]/,
      /^div "Global"/,
    ]);
    await application.getByRole('button', { name: 'Submit application' }).focus();
    await expectVisibleFocus(
      page,
      'Partner application end',
      3,
      [/^input\[type=checkbox\]/, button('Cancel')],
      'Shift+Tab',
    );
  });
}
