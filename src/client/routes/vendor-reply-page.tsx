import { useSearchParams } from 'wouter';

import { VendorReplyView } from '../features/messages/vendor-reply-view';
import { useDocumentTitle } from '../lib/use-document-title';

/** /vendor-reply?token=…: a vendor contact's answer to a message mailed to it (public, no sign-in). */
export default function VendorReplyPage() {
  useDocumentTitle('Vendor Reply');
  const [params] = useSearchParams();
  return <VendorReplyView token={params.get('token')?.trim() ?? ''} />;
}
