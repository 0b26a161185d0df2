import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function ValueZonePage() {
  return <ComingSoonPage pageKey="valueZone" />;
}
