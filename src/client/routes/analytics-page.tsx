import { AnalyticsCenter } from '../features/analytics/analytics-center';
import { useDocumentTitle } from '../lib/use-document-title';

/** /analytics: the Analytics Intelligence Center (spec section 2). */
export default function AnalyticsPage() {
  useDocumentTitle('Analytics Intelligence Center');
  return <AnalyticsCenter />;
}
