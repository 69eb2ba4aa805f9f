import { ComingSoon } from '../components/coming-soon';

export default function PoEditPage() {
  return <ComingSoon title="Edit Purchase Order" />;
}
