import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function DealsPage() {
  return <ComingSoonPage pageKey="deals" />;
}
