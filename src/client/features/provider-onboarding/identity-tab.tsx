import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { validateDocumentNumber } from '../../../shared/domain/identity-documents';
import { documentTypeSchema, type VerificationStatus } from '../../../shared/schemas/onboarding';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { submitIdentity } from '../../data/onboarding-mutations';
import { useDirtyForm } from '../../components/dirty-forms';
import { BlockedReason } from '../../components/blocked-reason';
import { IdentityPhotos, missingPhotosReason } from './identity-photos';
import { DOCUMENT_TYPES } from '../../components/identity-document-types';

const identityFormSchema = z
  .object({
    documentType: z.union([documentTypeSchema, z.literal('')]),
    documentNumber: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.documentType === '') {
      ctx.addIssue({ code: 'custom', path: ['documentType'], message: 'Document type is required' });
      return;
    }
    const problem = validateDocumentNumber(v.documentType, v.documentNumber);
    if (problem) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: problem });
  });
type IdentityFormValues = z.infer<typeof identityFormSchema>;

/** Step 1: an identity document, checked per type, then reviewed by the admin. */
export function IdentityTab({ providerId, status }: { providerId: string; status: VerificationStatus | null | undefined }) {
  const form = useForm<IdentityFormValues>({
    resolver: zodResolver(identityFormSchema),
    mode: 'onTouched',
    defaultValues: { documentType: '', documentNumber: '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useDirtyForm('provider-identity', isDirty);
  const type = form.watch('documentType');
  const example = DOCUMENT_TYPES.find((d) => d.value === type)?.example;
  const photos = status?.identityPhotos ?? [];
  const blocked = missingPhotosReason(type, photos);

  const submit = form.handleSubmit(async (v) => {
    if (v.documentType === '') return;
    await submitIdentity(providerId, v.documentType, v.documentNumber);
  });

  const submitted = status?.identity;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Identity verification</CardTitle>
        <CardDescription>
          We check every provider's identity before they can take jobs: the document's number (only its last 4 characters are kept) and a photo of it, seen only by you and our
          verification team.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status?.identityVerified ? (
          <div className="rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200" data-testid="identity-verified">
            <p className="font-semibold">Identity verified</p>
            {submitted ? <p className="text-sm">{DOCUMENT_TYPES.find((d) => d.value === submitted.documentType)?.label} {submitted.maskedNumber}</p> : null}
          </div>
        ) : status?.identityPending ? (
          <div className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200" data-testid="identity-pending">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold">Documents submitted for review</p>
              <Badge variant="warning">pending review</Badge>
            </div>
            <p className="mt-1 text-sm">
              {submitted ? `${DOCUMENT_TYPES.find((d) => d.value === submitted.documentType)?.label} ${submitted.maskedNumber}. ` : null}
              Our team will approve it shortly. Meanwhile, carry on with the training modules.
            </p>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <FormField id="identity-type" label="Document type" error={errors.documentType?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="documentType"
                  render={({ field }) => (
                    <Select
                      value={field.value || undefined}
                      onValueChange={(v) => {
                        field.onChange(v);
                        if (form.getValues('documentNumber')) void form.trigger('documentNumber');
                      }}
                    >
                      <SelectTrigger {...control}>
                        <SelectValue placeholder="Choose a document" />
                      </SelectTrigger>
                      <SelectContent>
                        {DOCUMENT_TYPES.map((d) => (
                          <SelectItem key={d.value} value={d.value}>
                            {d.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <FormField id="identity-number" label="Document number" error={errors.documentNumber?.message}>
              {(control) => (
                <Input {...control} autoComplete="off" placeholder={example ? `e.g. ${example}` : undefined} {...form.register('documentNumber')} />
              )}
            </FormField>
            {type !== '' ? <IdentityPhotos providerId={providerId} documentType={type} photos={photos} /> : null}
            <div className="flex flex-col items-end gap-1.5">
              <Button type="submit" disabled={isSubmitting || blocked !== null} aria-describedby={blocked ? 'identity-blocked' : undefined}>
                {isSubmitting ? 'Submitting…' : 'Submit for Verification'}
              </Button>
              <BlockedReason id="identity-blocked" reason={blocked} />
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
