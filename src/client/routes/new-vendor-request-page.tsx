import { ComingSoon } from '../components/coming-soon';

export default function NewVendorRequestPage() {
  return <ComingSoon title="New Vendor Request" />;
}
