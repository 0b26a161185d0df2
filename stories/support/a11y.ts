/**
 * What the accessibility panel (@storybook/addon-a11y) checks on every story, and what the story
 * tests (tests/pictures) fail on: axe's WCAG 2.0, 2.1 and 2.2 A and AA rules, as the
 * end-to-end scans (tests/e2e/a11y.spec.ts). `test: 'error'` makes a violation fail the story's
 * test; a story that must show something inaccessible on purpose says `a11y: { test: 'todo' }`
 * (reported, not failing) with its reason, or turns one rule off in `a11y.config.rules`.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export const a11yParameters = {
  test: 'error' as const,
  options: { runOnly: { type: 'tag' as const, values: wcagTags } },
};
