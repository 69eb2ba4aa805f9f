import { useSearch } from 'wouter';

import { PageHeader } from '../components/page-header';
import { ContractSummary } from '../features/contracts/contract-summary';
import { ContractsTable } from '../features/contracts/contracts-table';
import { useDocumentTitle } from '../lib/use-document-title';

/** /contracts ('Contract Management Hub'); `?search=` pre-fills the search (the home search links here). */
export default function ContractsPage() {
  useDocumentTitle('Contract Management Hub');
  const search = new URLSearchParams(useSearch()).get('search') ?? '';
  return (
    <div className="space-y-6">
      <PageHeader
        title="Contract Management Hub"
        description="Every agreement with its value, term and days to expiry; renew or change before it lapses."
      />
      <ContractSummary />
      <ContractsTable key={search} initialSearch={search} />
    </div>
  );
}
