/** What the story tests (stories.spec.ts) read of a story and decide from its name. */
export type StoryFacts = {
  globals: { viewport?: { value?: string }; locale?: string };
  a11y?: {
    disable?: boolean;
    test?: 'off' | 'todo' | 'error';
    config?: { rules?: { id: string; enabled?: boolean }[] };
  };
  showsRouteError?: boolean;
  /** `pictures: { skip: true }`: checked, but no picture compared (say why beside it). */
  pictures?: { skip?: boolean };
  tags: string[];
};

/** The viewports of .storybook/preview.tsx, as the picture's size; anything else is the desktop at 1280 × 800. */
const viewports: Record<string, { width: number; height: number }> = {
  smallPhone: { width: 360, height: 740 },
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};

export function sizeOf(viewport: { value?: string } | undefined) {
  return viewports[viewport?.value ?? 'desktop'] ?? viewports.desktop!;
}

export type State = 'loading' | 'error' | 'empty' | 'signed-out' | 'content';

/**
 * A page story's state from its export name (Loading, Phone: Loading, ...): what it must show.
 * A component's story named Loading (a skeleton) shows that it loads too; its Error and Empty are
 * not the page checks.
 */
export function expectedState(story: { title: string; name: string }): State {
  const name = story.name.toLowerCase();
  const page = story.title.startsWith('Pages/');
  if (/\bloading$/.test(name)) return 'loading';
  if (page && /\berror$/.test(name)) return 'error';
  if (page && /\bempty$/.test(name)) return 'empty';
  if (page && /signed ?out$/.test(name)) return 'signed-out';
  return 'content';
}

/** A skeleton, a part that says it is busy, or a spinner that turns for ever (a determinate progress bar is content). */
export const loadingIndicators =
  '.MuiSkeleton-root, [aria-busy="true"], .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate';

/** The demo account's own figures: code, name, earnings, claimable, referral earnings, points. */
export const demoAccountFigures = ['OCTOSS-7F3K', 'Minji Park', '649.45', '376.61', '162.40', '2,847'];

/** What each page's Empty story says (en). */
export const emptyText: Record<string, string> = {
  'Pages/AI Assistants': 'No assistants yet',
  'Pages/Dashboard': 'Add your first exchange',
  'Pages/Partner Deals': 'No partner programs yet',
  'Pages/FAQ': 'No questions yet',
  'Pages/Landing': 'Reconciliations this week',
  'Pages/Link-in-Bio': 'New Trader',
  'Pages/Marketplace': 'No products yet',
  'Pages/Partner Hub': 'No referrals yet',
  'Pages/Payback Center': 'No accruals yet. Link an exchange account to start earning!',
  'Pages/Payouts': 'No payouts yet',
  'Pages/Playbook': 'Just started getting my trading fees back',
  'Pages/Promos & Events': 'No promos right now',
  'Pages/Settlements': 'No settlements yet',
  'Pages/Demo & Testnet': 'Link demo account',
  'Pages/Trustboard': 'No reconciliation data available',
  'Pages/oCTOSS & Tiers': 'No points yet',
};
