import { useDeferredValue, useEffect, useRef, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hydrationIsOver } from '@/lib/hydration';
import type { FaqItem } from '@octoss/contract/faq';
import { EmptyState } from '@/components/EmptyState';
import { QueryPart } from '@/components/QueryPart';
import { PageFrame } from '@/components/PageFrame';
import { faqJsonLd } from '@/components/pageHead';
import { faqQuery } from './api';

function groupByCategory(items: FaqItem[]): [string, FaqItem[]][] {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

export default function FaqPage() {
  const { t } = useTranslation(['faq', 'common']);
  const { hash } = useLocation();
  const faq = useDeferredQuery(faqQuery);
  const { data } = faq;
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const linked = hash ? decodeURIComponent(hash.slice(1)) : null;
  // A deep link (#id) opens its question at once; over prerendered HTML, which the build wrote with
  // every question closed (it knows no #hash), right after the render that hydrates it.
  const [open, setOpen] = useState<string | null>(() => (hydrationIsOver() ? linked : null));

  // And brings it into view once the answers are there.
  const deepLinkFollowed = useRef<string | null>(null);
  useEffect(() => {
    if (!data || !hash || deepLinkFollowed.current === hash) return;
    deepLinkFollowed.current = hash;
    setOpen(linked);
    if (linked) document.getElementById(linked)?.scrollIntoView({ block: 'start' });
  }, [data, hash, linked]);

  const matches = (data ?? []).filter(
    (item) => !query || `${item.question} ${item.answer}`.toLowerCase().includes(query),
  );
  return (
    // The questions as schema.org's FAQPage, the same the build wrote from the demo backend's FAQ.
    <PageFrame page="faq" jsonLd={data ? [faqJsonLd(data)] : undefined} headPending={!data && !faq.isError}>
      <TextField
        fullWidth
        type="search"
        label={t('search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1 }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {data ? t('count', { count: matches.length }) : ' '}
      </Typography>
      <QueryPart
        query={faq}
        errorTitle={t('error')}
        skeleton={<Skeleton variant="rounded" height={320} />}
        empty={<EmptyState title={t('empty.title')} description={t('empty.text')} />}
      >
        {() =>
          matches.length === 0 ? (
            <EmptyState title={t('noMatch', { query: search })} description={t('noMatchHint')} />
          ) : (
            <Stack spacing={4}>
              {groupByCategory(matches).map(([category, items]) => (
                <section key={category} aria-labelledby={`faq-${category}`}>
                  <Typography id={`faq-${category}`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
                    {t(`categories.${category}`)}
                  </Typography>
                  {items.map((item) => (
                    <Accordion
                      key={item.id}
                      id={item.id}
                      expanded={open === item.id}
                      onChange={(_, expanded) => setOpen(expanded ? item.id : null)}
                      disableGutters
                      slotProps={{ heading: { component: 'h3' } }}
                      sx={{ scrollMarginTop: 96 }}
                    >
                      <AccordionSummary
                        expandIcon={<ExpandMoreIcon />}
                        aria-controls={`${item.id}-answer`}
                        id={`${item.id}-question`}
                      >
                        <Typography component="span" sx={{ fontWeight: 600 }}>
                          {item.question}
                        </Typography>
                      </AccordionSummary>
                      <AccordionDetails id={`${item.id}-answer`}>
                        <Typography color="text.secondary">{item.answer}</Typography>
                      </AccordionDetails>
                    </Accordion>
                  ))}
                </section>
              ))}
            </Stack>
          )
        }
      </QueryPart>
    </PageFrame>
  );
}
