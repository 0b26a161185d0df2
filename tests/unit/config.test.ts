// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/parseConfig';
import { configOf } from '@/lib/appConfig';
import { contentSecurityPolicy } from '../../vite.config';

describe('parseConfig', () => {
  it('defaults to demo mode on the page origin', () => {
    expect(parseConfig({})).toMatchObject({ mode: 'demo', apiBaseUrl: '', siteUrl: 'https://octoss.app' });
  });

  it('requires a base URL in live mode and rejects unknown modes', () => {
    expect(() => parseConfig({ VITE_API_MODE: 'live' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => parseConfig({ VITE_API_MODE: 'prod' })).toThrow();
    expect(parseConfig({ VITE_API_MODE: 'live', VITE_API_BASE_URL: 'https://api.octoss.app' }).apiBaseUrl).toBe(
      'https://api.octoss.app',
    );
  });

  it('treats blank values as unset', () => {
    expect(parseConfig({ VITE_API_MODE: '', VITE_SITE_URL: '' }).mode).toBe('demo');
  });
});

describe('configOf (what the page reads, without zod)', () => {
  const envs = [
    {},
    { VITE_API_MODE: '', VITE_SITE_URL: '' },
    { VITE_API_MODE: 'testnet', VITE_SITE_URL: 'https://demo.octoss.app/' },
    { VITE_API_MODE: 'live', VITE_API_BASE_URL: 'https://api.octoss.app', VITE_PARTNER_WEBHOOK_URL: 'https://h.io/x' },
    { VITE_API_BASE_URL: 'https://api.octoss.app' },
  ];

  it('reads validated variables exactly as the validation does', () => {
    for (const env of envs) expect(configOf(env), JSON.stringify(env)).toEqual(parseConfig(env));
  });
});

describe('contentSecurityPolicy (vite.config.ts)', () => {
  const connectSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src'));

  it('lets a demo build talk to its own origin only, and never allows inline code', () => {
    const policy = contentSecurityPolicy({});
    expect(connectSrc(policy)).toBe("connect-src 'self'");
    expect(policy).not.toContain('unsafe-');
    expect(policy).toContain("worker-src 'self'");
  });

  it("adds a live build's API origin (not its path) and the partner webhook's origin to connect-src", () => {
    const policy = contentSecurityPolicy({
      VITE_API_MODE: 'live',
      VITE_API_BASE_URL: 'https://api.octoss.app/v1/',
      VITE_PARTNER_WEBHOOK_URL: 'https://hooks.example.com/octoss',
    });
    expect(connectSrc(policy)).toBe("connect-src 'self' https://api.octoss.app https://hooks.example.com");
    expect(policy).not.toContain('unsafe-');
    // A base URL outside live mode is not used, so it is not allowed either; a bad one fails the build.
    expect(connectSrc(contentSecurityPolicy({ VITE_API_BASE_URL: 'https://api.octoss.app' }))).toBe(
      "connect-src 'self'",
    );
    expect(() => contentSecurityPolicy({ VITE_API_MODE: 'live' })).toThrow(/VITE_API_BASE_URL/);
  });
});
