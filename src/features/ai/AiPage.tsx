import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function AiPage() {
  return <ComingSoonPage pageKey="ai" />;
}
