import type { ReactNode } from 'react';
import { Ban, ShoppingBag } from 'lucide-react';

import { tokenRefusal, type TokenRefusalMessages } from '../lib/token-refusal';
import { PageLoading } from './page-loading';
import { Card, CardContent } from './ui/card';

const WIDTH = { narrow: 'max-w-3xl', wide: 'max-w-4xl' } as const;

/** The public frame of a page opened by a link: the product's name and the page, no signed-in shell. */
function TokenPageFrame({
  label,
  width,
  children,
}: {
  /** What the page is, beside the product's name. */
  label: string;
  width: keyof typeof WIDTH;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b bg-white">
        <div className={`mx-auto flex ${WIDTH[width]} items-center gap-2 px-4 py-3`}>
          <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-blue-600 to-indigo-600 text-white">
            <ShoppingBag className="size-4" aria-hidden="true" />
          </span>
          <span className="font-semibold text-slate-900">Procura</span>
          <span className="text-sm text-muted-foreground">{label}</span>
        </div>
      </header>
      <main className={`mx-auto ${WIDTH[width]} space-y-6 px-4 py-8`}>{children}</main>
    </div>
  );
}

/** No page: the link opens nothing, and the message says why. */
function TokenPageRefused({ title, message }: { title: string; message: string }) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Ban className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <p role="alert" className="text-sm text-slate-700">
          {message}
        </p>
      </CardContent>
    </Card>
  );
}

export interface TokenPageProps<T> {
  /** What the page is, beside the product's name in the header. */
  label: string;
  width: keyof typeof WIDTH;
  /** The heading over the message when the link opens nothing. */
  refusedTitle: string;
  messages: TokenRefusalMessages;
  /** The link's token; '' when the link had none. */
  token: string;
  /** The query of what the token opens. */
  page: { isError: boolean; error: unknown; data: T | undefined };
  /** The page, once the token opened it. */
  children: (data: T) => ReactNode;
}

/**
 * A public page opened by a tokenised link: no token or a refused one shows why (the server's
 * message, else the page's own words) and nothing else; then loading; then the page.
 */
export function TokenPage<T>({
  label,
  width,
  refusedTitle,
  messages,
  token,
  page,
  children,
}: TokenPageProps<T>) {
  let body: ReactNode;
  if (!token) body = <TokenPageRefused title={refusedTitle} message={messages.badToken} />;
  else if (page.isError)
    body = <TokenPageRefused title={refusedTitle} message={tokenRefusal(page.error, messages)} />;
  else if (!page.data) body = <PageLoading />;
  else body = children(page.data);
  return (
    <TokenPageFrame label={label} width={width}>
      {body}
    </TokenPageFrame>
  );
}
