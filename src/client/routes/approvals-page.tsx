import { ComingSoon } from '../components/coming-soon';

export default function ApprovalsPage() {
  return <ComingSoon title="Professional Approvals Queue" />;
}
