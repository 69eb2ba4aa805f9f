import { Send } from 'lucide-react';

import { Button, type ButtonProps } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { useSendRfp } from './mutations';

const vendors = (n: number) => `${n} vendor${n === 1 ? '' : 's'}`;

/** 'Send to Vendors' (draft → sent): each invited address gets its e-mail with its own response link. */
export function SendRfpButton({
  rfp,
  size = 'sm',
}: {
  rfp: { id: string; title: string };
  size?: ButtonProps['size'];
}) {
  const send = useSendRfp();
  const onClick = () =>
    send.mutate(rfp.id, {
      onSuccess: (detail) =>
        toast({
          title: 'RFP Sent',
          description: `"${detail.title}" was sent to ${vendors(detail.invitations.length)}.`,
        }),
      onError: (error) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
    });
  return (
    <Button type="button" size={size} onClick={onClick} disabled={send.isPending}>
      <Send aria-hidden="true" />
      {send.isPending ? 'Sending...' : 'Send to Vendors'}
    </Button>
  );
}
