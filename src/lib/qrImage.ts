/**
 * A QR code's files: the SVG markup as a `data:` URL (an image the page shows, which a browser's
 * menu can save: the CSP allows `img-src data:`) and as a PNG, drawn on a canvas at `px` pixels.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The SVG drawn as a PNG of `px` × `px`, edges kept sharp (QR modules are squares). */
export async function pngOf(svg: string, px: number): Promise<Blob> {
  const image = new Image();
  image.src = svgDataUrl(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = px;
  canvas.height = px;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, px, px);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}
