import type { PartnerApplication } from '@octoss/contract/partner-applications';
import { config } from '@/lib/config';

/** The body of spec section 7, for the automation webhook. */
export function webhookBody(application: PartnerApplication, now = new Date(), pageUrl = window.location.href) {
  return {
    timestamp: now.toISOString(),
    applicantType: application.applicantType,
    company: application.company,
    contact: application.contact,
    email: application.email,
    telegram: application.telegram || 'Not provided',
    regions: application.regions.join(', '),
    exchanges: application.exchanges.join(', '),
    programType: application.programType,
    estimatedVolume: application.volume,
    proofLinks: application.proof,
    additionalNotes: application.note,
    source: 'octoss-deals',
    pageUrl,
  };
}

/**
 * Forwards a copy to the configured webhook (no-cors: the answer cannot be read). Only when
 * configured, and a failure is logged, never thrown: the application is already stored.
 */
export async function forwardToWebhook(
  application: PartnerApplication,
  url = config.partnerWebhookUrl,
  send: typeof fetch = fetch,
): Promise<'sent' | 'skipped' | 'failed'> {
  if (!url) return 'skipped';
  try {
    await send(url, {
      method: 'POST',
      mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(webhookBody(application)),
    });
    return 'sent';
  } catch (error) {
    console.warn('Partner webhook forward failed; the application was stored anyway.', error);
    return 'failed';
  }
}
