import { useQuery } from '@tanstack/react-query';
import { RFP_RESPONSE_MESSAGES } from '@shared/rfps/response';

import { TokenPage } from '../../../components/token-page';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { ResponseForm } from './response-form';
import { ResponseRfp } from './response-rfp';
import { rfpResponseQueries } from './response-queries';

/**
 * `/rfp-response?token=…`: the RFP an invited vendor was sent and the form of its response, for
 * anyone holding the link (no sign-in). A bad or expired link, or a passed deadline, shows the
 * server's message and no form.
 */
export function RfpResponseView({ token }: { token: string }) {
  const page = useQuery({ ...rfpResponseQueries.page(token), enabled: token !== '' });

  return (
    <TokenPage
      label="Vendor response"
      width="wide"
      refusedTitle="RFP Response"
      messages={{ badToken: RFP_RESPONSE_MESSAGES.badToken, expired: RFP_RESPONSE_MESSAGES.closed }}
      token={token}
      page={page}
    >
      {(data) => (
        <>
          <ResponseRfp rfp={data.rfp} />
          {data.open ? (
            <ResponseForm token={token} page={data} />
          ) : (
            <Alert>
              <AlertDescription>{RFP_RESPONSE_MESSAGES.notTaking}</AlertDescription>
            </Alert>
          )}
        </>
      )}
    </TokenPage>
  );
}
