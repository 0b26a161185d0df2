export const utmSources = ['twitter', 'telegram', 'discord', 'youtube', 'email', 'blog'] as const;
export const utmMediums = ['social', 'video', 'organic', 'paid', 'newsletter', 'referral'] as const;
export const defaultCampaign = 'friend-referral';
/** The longest campaign name a link carries; a longer one is refused, never cut. */
export const campaignMaxLength = 80;

/** The referral link with UTM tags; the campaign is free text, encoded safely (a blank one falls back to the default). */
export function buildUtmLink(link: string, source: string, medium: string, campaign: string): string {
  const url = new URL(link);
  url.searchParams.set('utm_source', source);
  url.searchParams.set('utm_medium', medium);
  url.searchParams.set('utm_campaign', campaign.trim() || defaultCampaign);
  return url.toString();
}
