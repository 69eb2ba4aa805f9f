import { ComingSoon } from '../components/coming-soon';

export default function CostSavingsPage() {
  return <ComingSoon title="Cost Savings Intelligence" />;
}
