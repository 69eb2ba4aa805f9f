import { ComingSoon } from '../components/coming-soon';

export default function AnalyticsPage() {
  return <ComingSoon title="Analytics Intelligence Center" />;
}
