import { ComingSoon } from '../components/coming-soon';

export default function VendorsPage() {
  return <ComingSoon title="Vendor Partnership Hub" />;
}
