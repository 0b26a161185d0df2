import { useTranslation } from 'react-i18next';
import { BelowTheFold } from '@/components/BelowTheFold';
import { PageMeta } from '@/components/PageMeta';
import { BetaPromo } from './sections/BetaPromo';
import { ExchangeMarquee } from './sections/ExchangeMarquee';
import { FinalCta } from './sections/FinalCta';
import { Hero } from './sections/Hero';
import { HowItWorks } from './sections/HowItWorks';
import { ProofMetrics } from './sections/ProofMetrics';
import { Services } from './sections/Services';
import { useRuleValues } from '@/i18n/useRuleValues';

export default function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  const rules = useRuleValues();
  return (
    <>
      <PageMeta title={t('common:pages.landing.title')} description={t('common:pages.landing.description', rules)} />
      <Hero />
      <BetaPromo />
      <BelowTheFold>
        <ExchangeMarquee />
        <Services />
        <HowItWorks />
        <ProofMetrics />
        <FinalCta />
      </BelowTheFold>
    </>
  );
}
