import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { config } from '@/lib/config';
import { useLanguage } from '@/i18n/useLocale';
import { PageMeta } from './PageMeta';
import { registryHead } from './pageHead';
import { usePageFacts } from './pageFacts';

type Props = {
  /** The page's id in the registry: its meta texts are `common:pages.<id>.title|description`. */
  page: string;
  /** Interpolation values for the meta texts, the title and the default subtitle (e.g. the rule values). */
  values?: Record<string, unknown>;
  /** The subtitle under the title; by default the namespace's `subtitle` where it has one; `null` for none. */
  subtitle?: ReactNode;
  /** Beside the title (DEMO, SANDBOX): the title and its badges make one row, with no subtitle. */
  badges?: ReactNode;
  /** The space between the badges, and between the lines when they wrap (MUI spacing units). */
  badgeSpacing?: number;
  /** Tabs right under the subtitle, which then leaves the space above them to the tabs. */
  tabs?: ReactNode;
  /** A heading of the page's own instead of the title and subtitle (a hero, a standalone page's card); `null` for none. */
  heading?: ReactNode;
  /** The document's title, when it says more than the page's name (a profile's name). */
  title?: string;
  /** The document's description, when the page has none under `common:pages`. */
  description?: string;
  /** What search engines are told, when it depends on what the page shows (a profile that does not exist). */
  robots?: string;
  /** The share image's path, when not the page's own (`/og/<id>-<lang>.png`). */
  image?: string;
  /** schema.org data of what the page shows (the FAQ's questions), beside the registry's. */
  jsonLd?: readonly object[];
  /** The head waits for the page's data (a profile's name): the prerendered head stays until then. */
  headPending?: boolean;
  /** The page has no one address (a profile that does not exist): no canonical. */
  noAddress?: boolean;
  children?: ReactNode;
};

/**
 * Every page's frame: its meta tags (title, description, robots from the registry), its h1 with
 * the namespace's `title`, and its subtitle, the same on every page; the page passes its id and
 * its content.
 */
export function PageFrame({
  page,
  values,
  subtitle,
  badges,
  badgeSpacing = 1.5,
  tabs,
  heading,
  title,
  description,
  robots,
  image,
  jsonLd,
  headPending,
  noAddress,
  children,
}: Props) {
  const facts = usePageFacts(page);
  const namespace = facts.namespace ?? 'common';
  const { t, i18n } = useTranslation([namespace, 'common']);
  const language = useLanguage();
  // The same head the build wrote for this page (src/components/pageHead.ts).
  const head = registryHead(page, language, t, config.siteUrl, values);
  const shownSubtitle =
    subtitle !== undefined
      ? subtitle
      : i18n.exists(`${namespace}:subtitle`)
        ? t(`${namespace}:subtitle`, values)
        : null;
  const h1 = (
    <Typography variant="h1" sx={{ fontSize: '2rem' }}>
      {t(`${namespace}:title`, values)}
    </Typography>
  );
  return (
    <>
      <PageMeta
        page={page}
        title={title ?? head.title}
        description={description ?? head.description}
        robots={robots ?? facts.robots}
        image={image}
        jsonLd={[...(head.jsonLd ?? []), ...(jsonLd ?? [])]}
        pending={headPending}
        canonicalPath={noAddress ? null : facts.canonicalPath}
      />
      {heading !== undefined ? (
        heading
      ) : badges ? (
        // A flex row, not a Stack: the Stack module in the frame, which every page chunk shares, would
        // leave the entry chunk for one of its own (a larger first load).
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'row',
            gap: badgeSpacing,
            alignItems: 'center',
            flexWrap: 'wrap',
            mb: 3,
          }}
        >
          {h1}
          {badges}
        </Box>
      ) : (
        <>
          {h1}
          {shownSubtitle !== null && (
            <Typography color="text.secondary" sx={tabs ? { mt: 1 } : { mt: 1, mb: 3 }}>
              {shownSubtitle}
            </Typography>
          )}
          {tabs}
        </>
      )}
      {children}
    </>
  );
}
