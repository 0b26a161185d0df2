import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function FaqPage() {
  return <ComingSoonPage pageKey="faq" />;
}
