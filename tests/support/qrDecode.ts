import jsQR from 'jsqr';

/**
 * Reads a QR code drawn as SVG by qrcode.react (one `<path>` of dark modules, `M x y h w v1 H x z`
 * per run, over a background path), the way a phone's camera would: the modules are painted on a
 * white raster, 4 pixels each, and jsQR decodes it. Returns the text, or null when nothing decodes.
 */
export function decodeQrSvg(svg: string): string | null {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.documentElement;
  const [, , width, height] = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (!width || width !== height) return null;
  const paths = [...document.getElementsByTagName('path')];
  // The last path holds the dark modules; the first, the background.
  const dark = paths.at(-1)?.getAttribute('d') ?? '';
  const scale = 4;
  const quiet = 4; // Extra light margin, in modules, as a printed code has.
  const side = (width + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const paint = (x: number, y: number) => {
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < scale; dx += 1) {
        const at = (((y + quiet) * scale + dy) * side + (x + quiet) * scale + dx) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
  };
  for (const [, x, y, run] of dark.matchAll(/M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g))
    for (let step = 0; step < Number(run); step += 1) paint(Number(x) + step, Number(y));
  return jsQR(pixels, side, side)?.data ?? null;
}

/** The SVG markup inside an `<img>`'s `data:image/svg+xml` URL. */
export function svgOfDataUrl(src: string): string {
  const prefix = 'data:image/svg+xml;charset=utf-8,';
  if (!src.startsWith(prefix)) throw new Error(`Not an SVG data URL: ${src.slice(0, 40)}`);
  return decodeURIComponent(src.slice(prefix.length));
}
