import { brand, logoSvg } from './brand.ts';
import { svgToPng } from './render.tsx';

export interface Icon {
  /** A file name to write it under. */
  name: string;
  /** Width and height in pixels. */
  size: number;
  /** The web app manifest's `purpose`; the Apple touch icon and the favicon have `any`. */
  purpose: 'any' | 'maskable';
  png: Buffer;
}

/** The mark's drawing and its square viewBox side, from public/favicon.svg. */
function mark(): { body: string; side: number } {
  const open = /^\s*<svg\b[^>]*>/.exec(logoSvg);
  const viewBox = open && /viewBox="\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*"/.exec(open[0]);
  if (!open || !viewBox || viewBox[1] !== viewBox[2]) {
    throw new Error('public/favicon.svg should be one <svg> with a square viewBox="0 0 N N"');
  }
  return { body: logoSvg.slice(open[0].length).replace(/<\/svg>\s*$/, ''), side: Number(viewBox[1]) };
}

/**
 * The mark on a square of `size`, `scale` times its own size (1 fills the square as the favicon
 * does), centred, over a full-bleed `background` if one is given.
 */
function iconSvg(size: number, scale: number, background?: string): string {
  const { body, side } = mark();
  const zoom = (size / side) * scale;
  const offset = (size - side * zoom) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '',
    `<g transform="translate(${offset} ${offset}) scale(${zoom})">${body}</g>`,
    '</svg>',
  ].join('');
}

/**
 * The maskable icon's mark. Its disc (radius 14 of 32) fills the safe zone, the centred circle of
 * 80 % of the icon's side that every mask keeps, and is the same indigo as the full-bleed
 * background, so whatever shape a launcher cuts shows the white ring on indigo.
 */
const safeZoneScale = 0.8 / (28 / 32);

/**
 * The app icons, drawn from public/favicon.svg:
 * - 192 and 512, purpose any: the mark as the favicon draws it, on a transparent square;
 * - 512 maskable: the mark inside the safe zone on a full-bleed indigo square;
 * - apple-touch-icon, 180: the same as the maskable icon, since iOS wants it opaque and rounds its corners itself;
 * - favicon-32.png for browsers that take no SVG favicon.
 */
export async function renderIcons(): Promise<Icon[]> {
  const icons: Array<Omit<Icon, 'png'> & { svg: string }> = [
    { name: 'icon-192.png', size: 192, purpose: 'any', svg: iconSvg(192, 1) },
    { name: 'icon-512.png', size: 512, purpose: 'any', svg: iconSvg(512, 1) },
    { name: 'icon-maskable-512.png', size: 512, purpose: 'maskable', svg: iconSvg(512, safeZoneScale, brand.indigo) },
    { name: 'apple-touch-icon.png', size: 180, purpose: 'any', svg: iconSvg(180, safeZoneScale, brand.indigo) },
    { name: 'favicon-32.png', size: 32, purpose: 'any', svg: iconSvg(32, 1) },
  ];
  return Promise.all(icons.map(async ({ svg, ...icon }) => ({ ...icon, png: await svgToPng(svg) })));
}
