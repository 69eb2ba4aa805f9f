import { MyRequestsView } from '../features/requisitions/my-requests-view';
import { useDocumentTitle } from '../lib/use-document-title';

/** /my-requests: the signed-in user's own requests (`?id=` opens one's details at once). */
export default function MyRequestsPage() {
  useDocumentTitle('My Requests');
  return <MyRequestsView />;
}
