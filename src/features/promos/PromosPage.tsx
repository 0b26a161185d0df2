import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function PromosPage() {
  return <ComingSoonPage pageKey="promos" />;
}
