import { useSearch } from 'wouter';

import { RfpDetailView } from '../features/rfps/rfp-detail';
import { RfpHub } from '../features/rfps/rfp-hub';
import { useDocumentTitle } from '../lib/use-document-title';

function HubPage() {
  useDocumentTitle('RFP Management Hub');
  return <RfpHub />;
}

/** /rfp ('RFP Management Hub'); /rfp?id=… opens one RFP (ids travel in query strings, spec section 2). */
export default function RfpPage() {
  const id = new URLSearchParams(useSearch()).get('id')?.trim();
  return id ? <RfpDetailView key={id} id={id} /> : <HubPage />;
}
