import { aiContent } from './ai';
import { dashboardContent } from './dashboard';
import { dealNotes } from './deals';
import { faqContent } from './faq';
import { marketContent } from './market';
import { payoutContent } from './payouts';
import { playbookContent } from './playbook';
import { pointsNotes } from './points';
import { promoContent } from './promos';
import { settlementNotes } from './settlements';
import { rejectionFixes } from './uid-links';

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
