import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { QRCodeSVG } from 'qrcode.react';
import { downloadBlob, downloadText } from '@/lib/download';
import { pngOf, svgDataUrl } from '@/lib/qrImage';

/** The PNG's size: sharp when printed on a flyer (about 4 cm at 300 dpi). */
const pngPixels = 512;

type Props = {
  /** The text encoded (a referral link). */
  value: string;
  /** Its side in px (128 by the spec). */
  size?: number;
  /** Error correction: L (the spec's), M, Q or H; higher is denser. */
  level?: 'L' | 'M' | 'Q' | 'H';
  /** What the code holds, for screen readers ("QR code for your referral link"): the image's text alternative. */
  label: string;
  /** Download buttons under the image: the files' name without extension, and the buttons' texts. */
  save?: { fileName: string; png: string; svg: string; onSaved?: (file: string) => void };
};

/**
 * A QR code (spec defaults: size 128, level L) shown as an image (`<img>` of its SVG), so a
 * browser's menu can save or copy it, named for screen readers; with `save`, buttons that download
 * it as PNG and SVG. qrcode.react draws the SVG out of sight; the image is made from its markup.
 */
export function QrCode({ value, size = 128, level = 'L', label, save }: Props) {
  const drawn = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    const element = drawn.current?.querySelector('svg');
    if (element) setSvg(new XMLSerializer().serializeToString(element));
  }, [value, size, level]);
  const saved = (file: string) => save?.onSaved?.(file);
  return (
    <Stack spacing={1} sx={{ alignItems: 'inherit' }}>
      <Box ref={drawn} sx={{ display: 'none' }} aria-hidden="true">
        <QRCodeSVG value={value} size={size} level={level} marginSize={2} />
      </Box>
      {svg ? (
        <img src={svgDataUrl(svg)} width={size} height={size} alt={label} />
      ) : (
        <Box sx={{ width: size, height: size }} />
      )}
      {save && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            disabled={!svg}
            onClick={() => {
              if (!svg) return;
              const file = `${save.fileName}.png`;
              void pngOf(svg, pngPixels).then((png) => {
                downloadBlob(file, png);
                saved(file);
              });
            }}
          >
            {save.png}
          </Button>
          <Button
            size="small"
            disabled={!svg}
            onClick={() => {
              if (!svg) return;
              const file = `${save.fileName}.svg`;
              downloadText(file, svg, 'image/svg+xml');
              saved(file);
            }}
          >
            {save.svg}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
