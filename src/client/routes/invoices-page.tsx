import { ComingSoon } from '../components/coming-soon';

export default function InvoicesPage() {
  return <ComingSoon title="Invoice Processing" />;
}
