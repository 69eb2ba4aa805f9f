import { AdminView } from '../features/admin/admin-view';
import { useDocumentTitle } from '../lib/use-document-title';

/** /administration and /admin ('Administration'). */
export default function AdministrationPage() {
  useDocumentTitle('Administration');
  return <AdminView />;
}
