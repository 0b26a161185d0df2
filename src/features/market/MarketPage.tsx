import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function MarketPage() {
  return <ComingSoonPage pageKey="market" />;
}
