import { QRCodeSVG } from 'qrcode.react';

type Props = { value: string; size?: number; level?: 'L' | 'M' | 'Q' | 'H'; label: string };

/** A QR code as SVG (spec defaults: size 128, level L), named for screen readers. */
export function QrCode({ value, size = 128, level = 'L', label }: Props) {
  return <QRCodeSVG value={value} size={size} level={level} role="img" aria-label={label} marginSize={2} />;
}
