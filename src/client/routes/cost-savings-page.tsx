import { CostSavingsView } from '../features/cost-savings/cost-savings-view';
import { useDocumentTitle } from '../lib/use-document-title';

/** /cost-savings ('Cost Savings Intelligence'). */
export default function CostSavingsPage() {
  useDocumentTitle('Cost Savings Intelligence');
  return <CostSavingsView />;
}
