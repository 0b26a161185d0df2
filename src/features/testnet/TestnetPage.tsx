import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function TestnetPage() {
  return <ComingSoonPage pageKey="testnet" />;
}
