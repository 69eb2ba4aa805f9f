import { Sparkles } from 'lucide-react';

import { openAssistant } from '../features/assistant/assistant-store';
import { QuickActionTiles } from '../features/dashboard/quick-action-tiles';
import { SummaryCards } from '../features/dashboard/summary-cards';
import { SearchBox } from '../features/search/search-box';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMe } from '../lib/queries/me';

const ASK_AI_PROMPT = 'Find office chairs under $300';

export default function HomePage() {
  useDocumentTitle('Home');
  const me = useMe();
  const firstName = me.data?.name.split(/\s+/)[0] ?? '';

  return (
    <div className="space-y-10">
      <section className="space-y-6 pt-6 text-center sm:pt-10">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Welcome back, {firstName}
          </h1>
          <p className="text-base text-slate-500 sm:text-lg">
            AI-powered procurement directory at your fingertips
          </p>
        </div>
        <SearchBox />
        <button
          type="button"
          onClick={() => openAssistant(ASK_AI_PROMPT)}
          className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-gradient-to-r from-blue-50 to-indigo-50 px-4 py-2 text-sm font-medium text-blue-700 shadow-sm transition-colors hover:from-blue-100 hover:to-indigo-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Sparkles className="size-4" aria-hidden="true" />
          {`Ask AI: "${ASK_AI_PROMPT}"`}
        </button>
      </section>
      <QuickActionTiles />
      <SummaryCards />
    </div>
  );
}
