import type { DocumentType } from '../../../shared/schemas/onboarding';
import type { MessageId } from '../../i18n/areas';
import type { Translate } from '../../i18n/use-t';

/** The document types' names on this screen (the list itself: components/identity-document-types). */
export const DOCUMENT_NAME: Record<DocumentType, MessageId> = {
  aadhar: 'onboarding.doc.aadhar',
  national_id: 'onboarding.doc.nationalId',
  drivers_license: 'onboarding.doc.drivingLicence',
  passport: 'onboarding.doc.passport',
};

/**
 * What the shared checks and the server say in English (shared/domain/identity-documents.ts,
 * modules/onboarding/service.ts), by their words, in the screen's language; anything else is
 * shown as it came.
 */
const KNOWN: Record<string, MessageId | [MessageId, Record<string, string>]> = {
  'Document type is required': 'onboarding.error.typeRequired',
  'Document number is required': 'onboarding.error.numberRequired',
  'Aadhaar number must be 12 digits': 'onboarding.error.aadharDigits',
  'Aadhaar number cannot start with 0 or 1': 'onboarding.error.aadharStart',
  'Aadhaar number is not valid (check digit mismatch)': 'onboarding.error.aadharCheck',
  'PAN must be 5 letters, 4 digits and a letter, e.g. ABCDE1234F': ['onboarding.error.pan', { example: 'ABCDE1234F' }],
  'Passport number must be a letter followed by 7 digits, e.g. A1234567': ['onboarding.error.passport', { example: 'A1234567' }],
  'Driving licence number must be state code, RTO number, year and 7 digits, e.g. KA01 20110012345': [
    'onboarding.error.drivingLicence',
    { example: 'KA01 20110012345' },
  ],
  'Complete identity verification and training modules first': 'onboarding.assessment.notReady',
  'This assessment has expired: start it again': 'onboarding.assessment.expired',
  'This assessment was not handed out to you: start it again': 'onboarding.assessment.notYours',
  'The assessment is not available right now': 'onboarding.assessment.unavailable',
};

const RETRY_FROM = /^You can retake the assessment from (.+)$/;

export function reasonText(t: Translate, reason: string): string;
export function reasonText(t: Translate, reason: string | undefined): string | undefined;
export function reasonText(t: Translate, reason: string | undefined): string | undefined {
  if (reason === undefined) return undefined;
  const known = KNOWN[reason];
  if (known) return typeof known === 'string' ? t(known) : t(...known);
  const retry = RETRY_FROM.exec(reason);
  return retry ? t('onboarding.assessment.retryFrom', { time: retry[1] }) : reason;
}
