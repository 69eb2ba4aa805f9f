import { SearchX } from 'lucide-react';

import { LinkButton } from '../components/link-button';
import { useDocumentTitle } from '../lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <SearchX className="size-12 text-slate-300" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="text-muted-foreground">The page you asked for does not exist.</p>
      <LinkButton href="/">Go to the home page</LinkButton>
    </div>
  );
}
