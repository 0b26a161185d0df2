import { ComingSoonPage } from '@/components/ComingSoonPage';

export default function LinkInBioPage() {
  return <ComingSoonPage pageKey="linkInBio" />;
}
