import { describe, expect, it, vi } from 'vitest';
import { forwardToWebhook, webhookBody } from '@/features/deals/webhook';
import type { PartnerApplication } from '@octoss/contract/partner-applications';

const application: PartnerApplication = {
  applicantType: 'kol',
  company: 'Acme',
  contact: 'Kim',
  email: 'kim@example.com',
  telegram: '',
  regions: ['APAC', 'EU'],
  exchanges: ['Bybit', 'OKX'],
  programType: 'both',
  volume: 250000,
  proof: 'https://example.com',
  note: '',
  consent: true,
};

describe('the partner webhook forward', () => {
  it('sends the spec body in no-cors mode only when configured', async () => {
    const send = vi.fn().mockResolvedValue(new Response(null));
    expect(await forwardToWebhook(application, undefined, send)).toBe('skipped');
    expect(send).not.toHaveBeenCalled();
    expect(await forwardToWebhook(application, 'https://hooks.example.com/x', send)).toBe('sent');
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('https://hooks.example.com/x');
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors' });
    expect(JSON.parse(init.body)).toMatchObject({
      telegram: 'Not provided',
      regions: 'APAC, EU',
      exchanges: 'Bybit, OKX',
      estimatedVolume: 250000,
      proofLinks: 'https://example.com',
    });
  });

  it('never throws when the webhook is unreachable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await forwardToWebhook(application, 'https://hooks.example.com/x', send)).toBe('failed');
    expect(warn).toHaveBeenCalled();
  });

  it('lists every field of spec section 7', () => {
    expect(Object.keys(webhookBody(application, new Date(0), 'https://octoss.app/deals')).sort()).toEqual(
      [
        'additionalNotes',
        'applicantType',
        'company',
        'contact',
        'email',
        'estimatedVolume',
        'exchanges',
        'pageUrl',
        'programType',
        'proofLinks',
        'regions',
        'source',
        'telegram',
        'timestamp',
      ].sort(),
    );
  });
});
