import { useSearch } from 'wouter';

import { ContractSummary } from '../features/contracts/contract-summary';
import { ContractsTable } from '../features/contracts/contracts-table';
import { useDocumentTitle } from '../lib/use-document-title';

/** /contracts ('Contract Management Hub'); `?search=` pre-fills the search (the home search links here). */
export default function ContractsPage() {
  useDocumentTitle('Contract Management Hub');
  const search = new URLSearchParams(useSearch()).get('search') ?? '';
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Contract Management Hub
        </h1>
        <p className="text-sm text-muted-foreground">
          Every agreement with its value, term and days to expiry; renew or change before it lapses.
        </p>
      </div>
      <ContractSummary />
      <ContractsTable key={search} initialSearch={search} />
    </div>
  );
}
