import { ComingSoon } from '../components/coming-soon';

export default function PurchaseOrdersPage() {
  return <ComingSoon title="Purchase Order Hub" />;
}
