import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { i18next, type Language } from '@/i18n';
import { track } from '@/lib/analytics';
import { openInLanguage } from './openInLanguage';

type Texts = { question: string; accept: string; decline: string };

/** The phone's call-to-action bar (BottomCtaBar), which the offer sits above rather than covering. */
function ctaBarHeight(): number {
  const bar = document.querySelector('[data-testid="bottom-cta-bar"]');
  return bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().height : 0;
}

/**
 * The offer itself, in the offered language (its `common` texts, loaded for it): a complementary
 * landmark named by its question, announced politely, never taking the focus; Escape or the
 * decline button dismisses it. Fixed, so it moves nothing on the page.
 */
export default function LanguageOfferBanner({
  language,
  onAnswer,
}: {
  language: Language;
  onAnswer: (accepted: boolean) => void;
}) {
  const [texts, setTexts] = useState<Texts | null>(null);
  const [bottom, setBottom] = useState(0);
  const questionId = useId();
  useEffect(() => {
    let live = true;
    void i18next.loadLanguages(language).then(() => {
      const t = i18next.getFixedT(language, 'common');
      if (live)
        setTexts({
          question: t('languageOffer.question'),
          accept: t('languageOffer.accept'),
          decline: t('languageOffer.decline'),
        });
    });
    const place = () => setBottom(ctaBarHeight());
    place();
    window.addEventListener('resize', place);
    return () => {
      live = false;
      window.removeEventListener('resize', place);
    };
  }, [language]);
  useEffect(() => {
    if (!texts) return;
    track('lang_offer_shown', { lang: language });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onAnswer(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [texts, language, onAnswer]);
  if (!texts) return null;
  return (
    <Paper
      component="aside"
      lang={language}
      aria-labelledby={questionId}
      aria-live="polite"
      data-testid="language-offer"
      elevation={8}
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 'auto' },
        right: { xs: 8, sm: 16 },
        bottom: `${bottom + 8}px`,
        maxWidth: { sm: 420 },
        zIndex: 'snackbar',
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography id={questionId} sx={{ flexBasis: '100%', fontWeight: 600 }}>
        {texts.question}
      </Typography>
      <Button
        variant="contained"
        onClick={() => {
          track('lang_offer_accept', { lang: language });
          onAnswer(true);
          openInLanguage(language);
        }}
      >
        {texts.accept}
      </Button>
      <Button
        color="inherit"
        onClick={() => {
          track('lang_offer_decline', { lang: language });
          onAnswer(false);
        }}
      >
        {texts.decline}
      </Button>
    </Paper>
  );
}
