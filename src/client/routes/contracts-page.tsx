import { ComingSoon } from '../components/coming-soon';

export default function ContractsPage() {
  return <ComingSoon title="Contract Management Hub" />;
}
