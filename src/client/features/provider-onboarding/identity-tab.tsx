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
import { submitIdentity } from '../../data/mutations/onboarding-mutations';
import { useDirtyForm } from '../../components/dirty-forms';
import { BlockedReason } from '../../components/blocked-reason';
import { IdentityPhotos, missingPhotosReason } from './identity-photos';
import { DOCUMENT_TYPES } from '../../components/identity-document-types';
import { useT } from '../../i18n/use-t';
import { DOCUMENT_NAME, reasonText } from './onboarding-words';

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
  const t = useT('onboarding');
  const missing = missingPhotosReason(type, photos);
  const blocked = missing ? t('onboarding.photos.missing', { sides: missing.join(' ') }) : null;

  const submit = form.handleSubmit(async (v) => {
    if (v.documentType === '') return;
    await submitIdentity(providerId, v.documentType, v.documentNumber);
  });

  const submitted = status?.identity;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('onboarding.identity.title')}</CardTitle>
        <CardDescription>
          {t('onboarding.identity.description')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status?.identityVerified ? (
          <div className="rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200" data-testid="identity-verified">
            <p className="font-semibold">{t('onboarding.identity.verified')}</p>
            {submitted ? <p className="text-sm">{t(DOCUMENT_NAME[submitted.documentType])} {submitted.maskedNumber}</p> : null}
          </div>
        ) : status?.identityPending ? (
          <div className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200" data-testid="identity-pending">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold">{t('onboarding.identity.submitted')}</p>
              <Badge variant="warning">{t('onboarding.identity.pendingBadge')}</Badge>
            </div>
            <p className="mt-1 text-sm">
              {submitted ? `${t(DOCUMENT_NAME[submitted.documentType])} ${submitted.maskedNumber}. ` : null}
              {t('onboarding.waitingApproval')} {t('onboarding.identity.pendingBody')}
            </p>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <FormField id="identity-type" label={t('onboarding.identity.type')} error={reasonText(t, errors.documentType?.message)}>
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
                        <SelectValue placeholder={t('onboarding.identity.choose')} />
                      </SelectTrigger>
                      <SelectContent>
                        {DOCUMENT_TYPES.map((d) => (
                          <SelectItem key={d.value} value={d.value}>
                            {t(DOCUMENT_NAME[d.value])}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <FormField id="identity-number" label={t('onboarding.identity.number')} error={reasonText(t, errors.documentNumber?.message)}>
              {(control) => (
                <Input {...control} autoComplete="off" placeholder={example ? t('onboarding.identity.example', { example }) : undefined} {...form.register('documentNumber')} />
              )}
            </FormField>
            {type !== '' ? <IdentityPhotos providerId={providerId} documentType={type} photos={photos} /> : null}
            <div className="flex flex-col items-end gap-1.5">
              <Button type="submit" disabled={isSubmitting || blocked !== null} aria-describedby={blocked ? 'identity-blocked' : undefined}>
                {isSubmitting ? t('onboarding.identity.submitting') : t('onboarding.identity.submit')}
              </Button>
              <BlockedReason id="identity-blocked" reason={blocked} />
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
