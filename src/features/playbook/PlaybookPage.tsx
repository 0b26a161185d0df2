import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function PlaybookPage() {
  return <ComingSoonPage pageKey="playbook" />;
}
