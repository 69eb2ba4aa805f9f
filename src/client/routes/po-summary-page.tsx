import { ComingSoon } from '../components/coming-soon';

export default function PoSummaryPage() {
  return <ComingSoon title="PO Summary" />;
}
