import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import { Loader2, Save, Send } from 'lucide-react';
import type { SessionUser } from '@shared/auth/types';
import { REQUEST_TYPES, REQUEST_TYPE_LABELS, type RequestType } from '@shared/requisitions/constants';
import { canCreateRequisitions } from '@shared/requisitions/policies';
import { requisitionFormSchema, type RequisitionFormValues } from '@shared/requisitions/schemas';
import type { RequisitionDetail } from '@shared/requisitions/types';

import { applyServerErrors } from '../../components/form/server-errors';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { SavedWithError, useSaveRequisition } from './mutations';
import { AttachmentsField } from './attachments-field';
import { ChangeOrderSection } from './change-order-section';
import { buildPayload, successText, type FormValues } from './form-values';
import { LineItemsSection } from './line-items-section';
import { RequestDetailsSection } from './request-details-section';

type Intent = 'draft' | 'submit';

/** A tab the request may move to: an existing change order stays one, and other requests never become one. */
function tabAllowed(tab: RequestType, existing: RequisitionDetail | null): boolean {
  if (!existing) return true;
  return (tab === 'change-order') === (existing.requestType === 'change-order');
}

/**
 * The requisition form: tabs New Purchase, Change Order, Blanket PO over one set of values validated by
 * the shared schema; Save Draft stores a draft (and stays, editing it); Submit Request submits and goes home.
 */
export function RequisitionForm({
  user,
  initialValues,
  existing,
}: {
  user: SessionUser;
  initialValues: FormValues;
  existing: RequisitionDetail | null;
}) {
  const [, navigate] = useLocation();
  const form = useForm<FormValues, unknown, RequisitionFormValues>({
    resolver: zodResolver(requisitionFormSchema),
    defaultValues: initialValues,
  });
  const requestType = useWatch({ control: form.control, name: 'requestType' });
  const [files, setFiles] = useState<File[]>([]);
  const [intent, setIntent] = useState<Intent | null>(null);
  const save = useSaveRequisition();
  const canCreate = canCreateRequisitions(user);

  const run = (which: Intent) =>
    form.handleSubmit((values) => {
      setIntent(which);
      save.mutate(
        {
          payload: buildPayload(values),
          intent: which,
          files,
          existingId: existing?.id ?? null,
          requestorId: user.id,
        },
        {
          onSuccess: (detail) => {
            setFiles([]);
            if (which === 'submit') {
              toast({ title: 'Success', description: successText(detail) });
              navigate('/');
              return;
            }
            toast({
              title: 'Draft Saved',
              description: `${detail.id} was saved as a draft. You can find it under Drafts in My Requests.`,
            });
            if (existing?.id !== detail.id)
              navigate(`/request?id=${encodeURIComponent(detail.id)}`, { replace: true });
          },
          onError: (error) => {
            const cause = error instanceof SavedWithError ? error.cause : error;
            applyServerErrors(form, cause);
            toast({ variant: 'destructive', title: 'Error', description: errorText(cause) });
            if (error instanceof SavedWithError && existing?.id !== error.savedId) {
              navigate(`/request?id=${encodeURIComponent(error.savedId)}`, { replace: true });
            }
          },
        },
      );
    });

  const pending = save.isPending;
  return (
    <FormProvider {...form}>
      <form onSubmit={run('submit')} noValidate aria-label="Requisition form" className="space-y-6">
        <Tabs
          value={requestType}
          onValueChange={(v) => form.setValue('requestType', v as RequestType, { shouldDirty: true })}
        >
          <TabsList aria-label="Request type" className="h-auto flex-wrap">
            {REQUEST_TYPES.map((t) => (
              <TabsTrigger key={t} value={t} disabled={!tabAllowed(t, existing)} className="px-4 py-1.5">
                {REQUEST_TYPE_LABELS[t]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={requestType} className="mt-4 space-y-6">
            {requestType === 'change-order' ? <ChangeOrderSection /> : null}
            <RequestDetailsSection userDepartment={user.department} />
            <LineItemsSection />
            <AttachmentsField
              files={files}
              onFilesChange={setFiles}
              stored={existing?.attachmentFiles ?? []}
            />
          </TabsContent>
        </Tabs>
        {canCreate ? (
          <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={pending} onClick={run('draft')}>
              {pending && intent === 'draft' ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Save aria-hidden="true" />
              )}
              {pending && intent === 'draft' ? 'Saving...' : 'Save Draft'}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && intent === 'submit' ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {pending && intent === 'submit' ? 'Submitting...' : 'Submit Request'}
            </Button>
          </div>
        ) : (
          <p className="border-t pt-4 text-sm text-muted-foreground">Your role cannot raise requisitions.</p>
        )}
      </form>
    </FormProvider>
  );
}
