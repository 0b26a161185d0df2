import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function ReferralPage() {
  return <ComingSoonPage pageKey="referral" />;
}
