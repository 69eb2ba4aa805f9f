import { ComingSoon } from '../components/coming-soon';

export default function RequisitionsPage() {
  return <ComingSoon title="Unified Requisition System" />;
}
