import type { TFunction } from 'i18next';
import { toast } from '@/lib/toast';

/** The referral QR's downloads: files named after the code (octoss-qr-OCTOSS-7F3K.png and .svg). */
export const qrFiles = (code: string, t: TFunction<'referral'>) => ({
  fileName: `octoss-qr-${code}`,
  png: t('code.saveQr'),
  svg: t('code.saveSvg'),
  onSaved: (file: string) => toast({ title: t('code.qrSaved', { file }), topic: 'referral-qr' }),
});
