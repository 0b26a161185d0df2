import { BelowTheFold } from '@/components/BelowTheFold';
import { PageFrame } from '@/components/PageFrame';
import { BetaPromo } from './sections/BetaPromo';
import { ExchangeMarquee } from './sections/ExchangeMarquee';
import { FinalCta } from './sections/FinalCta';
import { Hero } from './sections/Hero';
import { HowItWorks } from './sections/HowItWorks';
import { ProofMetrics } from './sections/ProofMetrics';
import { Services } from './sections/Services';
import { useRuleValues } from '@/i18n/useRuleValues';

export default function LandingPage() {
  const rules = useRuleValues();
  return (
    <PageFrame page="landing" values={rules} heading={null}>
      <Hero />
      <BetaPromo />
      <BelowTheFold>
        <ExchangeMarquee />
        <Services />
        <HowItWorks />
        <ProofMetrics />
        <FinalCta />
      </BelowTheFold>
    </PageFrame>
  );
}
