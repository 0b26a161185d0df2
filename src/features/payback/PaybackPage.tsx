import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function PaybackPage() {
  return <ComingSoonPage pageKey="payback" />;
}
