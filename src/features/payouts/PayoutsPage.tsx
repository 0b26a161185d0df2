import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function PayoutsPage() {
  return <ComingSoonPage pageKey="payouts" />;
}
