import { useSearchParams } from 'wouter';

import { RfpResponseView } from '../features/rfps/response/response-view';
import { useDocumentTitle } from '../lib/use-document-title';

/** /rfp-response?token=…: a vendor's response to the RFP it was invited to (public, no sign-in). */
export default function RfpResponsePage() {
  useDocumentTitle('RFP Response');
  const [params] = useSearchParams();
  return <RfpResponseView token={params.get('token')?.trim() ?? ''} />;
}
