import type { CSSProperties, ReactElement } from 'react';
import type { Language } from '../../src/i18n/languages.ts';
import { brand, logoSvg, svgDataUri } from './brand.ts';

/** The share image: 1200 × 630, the size Open Graph and X cards show without cropping. */
export const width = 1200;
export const height = 630;

const paddingX = 80;
const paddingY = 60;
/** The width the title and description wrap at. */
export const textWidth = width - 2 * paddingX;

export const titleLineHeight = 1.16;

/** The weight of each text of the card: the fonts loaded for an image follow it (renderShareSvg). */
export const fontWeights = { title: 700, description: 400, badge: 700, wordmark: 800, site: 700 } as const;
export const descriptionSize = 36;
export const descriptionLineHeight = 1.36;
/** The description is cut with an ellipsis after this many lines. */
export const descriptionLines = 2;

/** BCP 47 tags: satori picks line-break rules and glyph forms by the `lang` of the text. */
export const locale: Record<Language, string> = { en: 'en', vi: 'vi', id: 'id', ko: 'ko-KR', ja: 'ja-JP' };

/**
 * How lines break. Latin breaks between words only. Korean too (keep-all, as Korean is set: it has
 * spaces between words), Japanese anywhere between characters except where its rules forbid (no
 * line starts with 。or 」).
 */
export function wrapStyle(language: Language): CSSProperties {
  return language === 'ko' ? { wordBreak: 'keep-all' } : { wordBreak: 'normal' };
}

export interface TitleStyle {
  fontSize: number;
  /** Lines the title may take at that size. */
  maxLines: number;
  /** Last resort for a title too long at the smallest size: cut it with an ellipsis after maxLines. */
  clamp?: boolean;
  /** Last resort for a word longer than a line: break it rather than run off the image. */
  breakWords?: boolean;
}

export function titleStyle(language: Language, fontFamily: string, title: TitleStyle): CSSProperties {
  return {
    fontFamily,
    fontSize: title.fontSize,
    fontWeight: fontWeights.title,
    lineHeight: titleLineHeight,
    letterSpacing: language === 'ja' || language === 'ko' ? 0 : '-0.01em',
    color: brand.text,
    // Lines of even length, no last line of one short word; not with a clamp, where satori
    // balances the whole text before cutting it and leaves a narrow column.
    ...(!title.clamp && { textWrap: 'balance' }),
    ...wrapStyle(language),
    ...(title.breakWords && { overflowWrap: 'anywhere' }),
  };
}

/**
 * The description: balanced lines when it fits its lines, else cut with an ellipsis (balancing
 * with a clamp would leave a narrow column, as for the title).
 */
export function descriptionStyle(language: Language, fontFamily: string, fits: boolean): CSSProperties {
  return {
    fontFamily,
    fontSize: descriptionSize,
    fontWeight: fontWeights.description,
    lineHeight: descriptionLineHeight,
    color: brand.textSecondary,
    ...wrapStyle(language),
    ...(fits ? { textWrap: 'balance' } : { lineClamp: descriptionLines, textOverflow: 'ellipsis' }),
  };
}

export interface CardProps {
  title: string;
  description: string;
  language: Language;
  badge?: string;
  fontFamily: string;
  titleFit: TitleStyle;
  /** Whether the description takes at most descriptionLines lines. */
  descriptionFits: boolean;
}

/**
 * The background: the dark scheme's navy with glows of the two brand hues in opposite corners, as
 * on the landing page's hero. It is SVG put under satori's output (withBackground) rather than a CSS
 * gradient: satori turns CSS gradients into SVG patterns, and an image of them takes resvg ten times
 * longer to paint.
 */
const background = [
  '<defs>',
  `<radialGradient id="octoss-glow-a" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="780"><stop offset="0" stop-color="${brand.indigo}" stop-opacity="0.78"/><stop offset="1" stop-color="${brand.indigo}" stop-opacity="0"/></radialGradient>`,
  `<radialGradient id="octoss-glow-b" gradientUnits="userSpaceOnUse" cx="${width}" cy="${height}" r="700"><stop offset="0" stop-color="${brand.teal}" stop-opacity="0.62"/><stop offset="1" stop-color="${brand.teal}" stop-opacity="0"/></radialGradient>`,
  '</defs>',
  `<rect width="${width}" height="${height}" fill="${brand.background}"/>`,
  `<rect width="${width}" height="${height}" fill="url(#octoss-glow-a)"/>`,
  `<rect width="${width}" height="${height}" fill="url(#octoss-glow-b)"/>`,
].join('');

/** Satori's SVG of a Card with the background under everything it drew. */
export function withBackground(svg: string): string {
  const start = /^<svg[^>]*>/.exec(svg);
  if (!start) throw new Error('Satori returned something other than an SVG document');
  return start[0] + background + svg.slice(start[0].length);
}

function Mark({ size }: { size: number }) {
  return <img src={svgDataUri(logoSvg)} width={size} height={size} alt="" />;
}

export function Card({
  title,
  description,
  language,
  badge,
  fontFamily,
  titleFit,
  descriptionFits,
}: CardProps): ReactElement {
  return (
    <div
      lang={locale[language]}
      style={{
        width,
        height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        padding: `${paddingY}px ${paddingX}px`,
        fontFamily,
        color: brand.text,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: 64 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <Mark size={60} />
          <span style={{ fontSize: 42, fontWeight: fontWeights.wordmark, letterSpacing: '0.04em', color: brand.text }}>
            {brand.name}
          </span>
        </div>
        {badge ? (
          <span
            style={{
              display: 'flex',
              maxWidth: 560,
              padding: '8px 22px',
              borderRadius: 999,
              border: `2px solid ${brand.primary}`,
              backgroundColor: `${brand.indigo}66`,
              color: brand.primary,
              fontSize: 28,
              fontWeight: fontWeights.badge,
              lineHeight: 1.25,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {badge}
          </span>
        ) : null}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 }}>
        {title ? (
          <div
            style={{
              ...titleStyle(language, fontFamily, titleFit),
              display: 'block',
              width: textWidth,
              ...(titleFit.clamp && { lineClamp: titleFit.maxLines, textOverflow: 'ellipsis' }),
            }}
          >
            {title}
          </div>
        ) : null}
        {description ? (
          <div
            style={{
              ...descriptionStyle(language, fontFamily, descriptionFits),
              display: 'block',
              width: textWidth,
              marginTop: title ? 26 : 0,
            }}
          >
            {description}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 18, height: 40 }}>
        <div style={{ display: 'flex', width: 56, height: 6, borderRadius: 3, backgroundColor: brand.secondary }} />
        <span style={{ fontSize: 30, fontWeight: fontWeights.site, color: brand.primary, letterSpacing: '0.01em' }}>
          {brand.site}
        </span>
      </div>
    </div>
  );
}
