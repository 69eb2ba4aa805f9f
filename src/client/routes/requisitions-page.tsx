import { useSearch } from 'wouter';

import { PageLoading } from '../components/page-loading';
import { parseRequestType } from '../features/requisitions/form-values';
import { RequisitionEditor } from '../features/requisitions/requisition-editor';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMe } from '../lib/queries/me';

/**
 * /requisitions and /request: the Unified Requisition System. Query: type (new-purchase | change-order |
 * blanket-po), id (edit a draft or returned request), contractId (change order from a contract),
 * productId (a line from a catalogue product).
 */
export default function RequisitionsPage() {
  useDocumentTitle('Unified Requisition System');
  const me = useMe();
  const params = new URLSearchParams(useSearch());
  const source = {
    id: params.get('id') || null,
    type: parseRequestType(params.get('type')),
    contractId: params.get('contractId') || null,
    productId: params.get('productId') || null,
  };
  if (!me.data) return <PageLoading />;
  const key = [source.id, source.type, source.contractId, source.productId].join('|');
  return <RequisitionEditor key={key} user={me.data} source={source} />;
}
