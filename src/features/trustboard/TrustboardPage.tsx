import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function TrustboardPage() {
  return <ComingSoonPage pageKey="trustboard" />;
}
