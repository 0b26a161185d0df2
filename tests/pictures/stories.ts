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
