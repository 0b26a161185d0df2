import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config';

describe('parseConfig', () => {
  it('defaults to demo mode on the page origin', () => {
    expect(parseConfig({})).toMatchObject({ mode: 'demo', apiBaseUrl: '', siteUrl: 'https://octoss.app' });
  });

  it('requires a base URL in live mode and rejects unknown modes', () => {
    expect(() => parseConfig({ VITE_API_MODE: 'live' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => parseConfig({ VITE_API_MODE: 'prod' })).toThrow();
    expect(parseConfig({ VITE_API_MODE: 'live', VITE_API_BASE_URL: 'https://api.octoss.app' }).apiBaseUrl).toBe('https://api.octoss.app');
  });

  it('treats blank values as unset', () => {
    expect(parseConfig({ VITE_API_MODE: '', VITE_SITE_URL: '' }).mode).toBe('demo');
  });
});
