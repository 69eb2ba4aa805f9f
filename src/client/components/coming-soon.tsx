import { Construction } from 'lucide-react';

import { useDocumentTitle } from '../lib/use-document-title';

/** The placeholder of a screen that a later release builds: its heading and one plain sentence. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        <Construction className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
        <p>This screen is being built and arrives in an upcoming release.</p>
      </div>
    </div>
  );
}
