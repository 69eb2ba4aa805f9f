import { ComingSoon } from '../components/coming-soon';

export default function InvoiceHistoryPage() {
  return <ComingSoon title="Invoice Management Center" />;
}
