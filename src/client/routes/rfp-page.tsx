import { ComingSoon } from '../components/coming-soon';

export default function RfpPage() {
  return <ComingSoon title="RFP Management Hub" />;
}
