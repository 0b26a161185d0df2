import { QRCodeSVG } from 'qrcode.react';

type Props = {
  /** The text encoded (a referral link). */
  value: string;
  /** Its side in px (128 by the spec). */
  size?: number;
  /** Error correction: L (the spec's), M, Q or H; higher is denser. */
  level?: 'L' | 'M' | 'Q' | 'H';
  /** What the code holds, for screen readers ("QR code for your referral link"). */
  label: string;
};

/** A QR code as SVG (spec defaults: size 128, level L), named for screen readers. */
export function QrCode({ value, size = 128, level = 'L', label }: Props) {
  return <QRCodeSVG value={value} size={size} level={level} role="img" aria-label={label} marginSize={2} />;
}
