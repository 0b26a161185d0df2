import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function DashboardPage() {
  return <ComingSoonPage pageKey="dashboard" />;
}
