import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Ban, ShoppingBag } from 'lucide-react';
import { RFP_RESPONSE_MESSAGES } from '@shared/rfps/response';

import { PageLoading } from '../../../components/page-loading';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Card, CardContent } from '../../../components/ui/card';
import { errorText, isApiError } from '../../../lib/api';
import { ResponseForm } from './response-form';
import { ResponseRfp } from './response-rfp';
import { rfpResponseQueries } from './response-queries';

/** What the page says when it cannot take a response: the server's message (404 bad link, 410 closed). */
export function refusalMessage(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error, 'not_found')) return RFP_RESPONSE_MESSAGES.badToken;
  if (isApiError(error, 'expired')) return RFP_RESPONSE_MESSAGES.closed;
  return errorText(error);
}

/** The public frame: the product's name and the page, no signed-in shell. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-4xl items-center gap-2 px-4 py-3">
          <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-blue-600 to-indigo-600 text-white">
            <ShoppingBag className="size-4" aria-hidden="true" />
          </span>
          <span className="font-semibold text-slate-900">Procura</span>
          <span className="text-sm text-muted-foreground">Vendor response</span>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">{children}</main>
    </div>
  );
}

/** No form: the link is not valid, or bidding has closed. */
function Refused({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Ban className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold text-slate-900">RFP Response</h1>
        <p role="alert" className="text-sm text-slate-700">
          {message}
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * `/rfp-response?token=…`: the RFP an invited vendor was sent and the form of its response, for
 * anyone holding the link (no sign-in). A bad or expired link, or a passed deadline, shows the
 * server's message and no form.
 */
export function RfpResponseView({ token }: { token: string }) {
  const page = useQuery({ ...rfpResponseQueries.page(token), enabled: token !== '' });

  let body: ReactNode;
  if (!token) body = <Refused message={RFP_RESPONSE_MESSAGES.badToken} />;
  else if (page.isError) body = <Refused message={refusalMessage(page.error)} />;
  else if (!page.data) body = <PageLoading />;
  else
    body = (
      <>
        <ResponseRfp rfp={page.data.rfp} />
        {page.data.open ? (
          <ResponseForm token={token} page={page.data} />
        ) : (
          <Alert>
            <AlertDescription>{RFP_RESPONSE_MESSAGES.notTaking}</AlertDescription>
          </Alert>
        )}
      </>
    );
  return <Frame>{body}</Frame>;
}
