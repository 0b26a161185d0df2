import { aiContent } from './areas/ai/content';
import { dashboardContent } from './areas/dashboard/content';
import { dealNotes } from './areas/deals/content';
import { faqContent } from './areas/faq/content';
import { marketContent } from './areas/market/content';
import { payoutContent } from './areas/payouts/content';
import { playbookContent } from './areas/playbook/content';
import { pointsNotes } from './areas/value-zone/content';
import { promoContent } from './areas/promos/content';
import { settlementNotes } from './areas/settlements/content';
import { rejectionFixes } from './areas/payback/content';

/**
 * Every content catalogue the API answers from, by area (the tests hold each to all five languages).
 * Content is not seed data: rows hold ids and codes, and the views read these texts per request in
 * the reader's language, so a stored snapshot never holds a translation.
 */
export const contentCatalogues = {
  ai: aiContent,
  dashboard: dashboardContent,
  deals: dealNotes,
  faq: faqContent,
  market: marketContent,
  payouts: payoutContent,
  playbook: playbookContent,
  points: pointsNotes,
  promos: promoContent,
  settlements: settlementNotes,
  'uid-links': rejectionFixes,
};
