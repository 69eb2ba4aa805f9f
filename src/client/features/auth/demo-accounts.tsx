import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';

import { Avatar, AvatarFallback } from '../../components/ui/avatar';
import { initials } from '../../lib/initials';
import { authQueries } from './queries';

export const DEMO_PASSWORD = 'procura-demo';

type Props = { disabled: boolean; onPick: (email: string) => void };

export function DemoAccounts({ disabled, onPick }: Props) {
  const accounts = useQuery({ ...authQueries.demoAccounts(), meta: { silent: true } });
  if (!accounts.data || accounts.data.length === 0) return null;
  return (
    <section aria-labelledby="demo-accounts-title" className="space-y-3">
      <div>
        <h2 id="demo-accounts-title" className="text-sm font-semibold text-slate-900">
          Demo accounts
        </h2>
        <p className="text-xs text-muted-foreground">
          Choose an account to sign in at once (password <code>{DEMO_PASSWORD}</code>).
        </p>
      </div>
      <ul className="divide-y rounded-lg border">
        {accounts.data.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(account.email)}
              data-email={account.email}
              className="flex w-full items-center gap-3 px-3 py-2.5 text-left transition-colors hover:bg-slate-50 focus-visible:bg-blue-50 focus-visible:outline-none disabled:opacity-50"
            >
              <Avatar className="size-8">
                <AvatarFallback className="bg-slate-200 text-xs text-slate-700">
                  {initials(account.name)}
                </AvatarFallback>
              </Avatar>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{account.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {account.title} · {account.department}
                </span>
              </span>
              <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
