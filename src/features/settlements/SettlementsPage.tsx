import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function SettlementsPage() {
  return <ComingSoonPage pageKey="settlements" />;
}
