import { ComingSoon } from '../components/coming-soon';

export default function MyRequestsPage() {
  return <ComingSoon title="My Requests" />;
}
