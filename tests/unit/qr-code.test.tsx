import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrCode } from '@/components/QrCode';
import { decodeQrSvg, svgOfDataUrl } from '../support/qrDecode';

const link = 'https://octoss.app/?ref=OCTOSS-7F3K&utm_source=qr';

/** Catches what the page downloads: the file's name and its content. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

/** jsdom's Blob has no text(): read it as a browser of old would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

afterEach(() => vi.restoreAllMocks());

describe('the QR code', () => {
  it('is an image (a browser can save or copy it) that decodes to its value, named for screen readers', async () => {
    render(<QrCode value={link} label="QR code of your referral link" />);
    const image = await screen.findByRole('img', { name: 'QR code of your referral link' });
    expect(image.tagName).toBe('IMG');
    expect(decodeQrSvg(svgOfDataUrl(image.getAttribute('src')!))).toBe(link);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('draws the new value when the value changes', async () => {
    const { rerender } = render(<QrCode value={link} label="QR" />);
    await screen.findByRole('img', { name: 'QR' });
    rerender(<QrCode value="https://octoss.app/l/other" label="QR" />);
    await waitFor(() =>
      expect(decodeQrSvg(svgOfDataUrl(screen.getByRole('img', { name: 'QR' }).getAttribute('src')!))).toBe(
        'https://octoss.app/l/other',
      ),
    );
  });

  it('saves an SVG file named after the code that decodes to the link, and says so', async () => {
    const user = userEvent.setup();
    const files = catchDownloads();
    const onSaved = vi.fn();
    render(
      <QrCode
        value={link}
        label="QR"
        save={{ fileName: 'octoss-qr-OCTOSS-7F3K', png: 'Save QR (PNG)', svg: 'Save QR (SVG)', onSaved }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Save QR (SVG)' }));
    expect(files.map((file) => file.name)).toEqual(['octoss-qr-OCTOSS-7F3K.svg']);
    expect(files[0]!.blob.type).toBe('image/svg+xml');
    const svg = await textOf(files[0]!.blob);
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(decodeQrSvg(svg)).toBe(link);
    expect(onSaved).toHaveBeenCalledWith('octoss-qr-OCTOSS-7F3K.svg');
    // The PNG is drawn on a canvas, which a browser has: tests/e2e/growth.spec.ts decodes it.
    expect(screen.getByRole('button', { name: 'Save QR (PNG)' })).toBeEnabled();
  });

  it('decodes nothing from a picture that is not a QR code (the reader can fail)', () => {
    expect(
      decodeQrSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25"><path d="M0,0 h25v25H0z"/></svg>'),
    ).toBeNull();
  });
});
