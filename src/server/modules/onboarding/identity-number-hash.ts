import crypto from 'node:crypto';
import { normaliseDocumentNumber } from '../../../shared/domain/identity-documents';
import type { DocumentType } from '../../../shared/schemas/onboarding';

/**
 * A keyed hash (HMAC-SHA256) of an identity document's whole number, kept beside the masked number
 * so one document can verify only one account, while the number itself is never stored (ADR 101).
 * The key is IDENTITY_NUMBER_KEY, or made once into DATA_DIR; it is not in the database, so a copy
 * of the database alone cannot test guessed numbers against the hashes. It must never change: a
 * new key would let a document already registered be registered again.
 */
export class IdentityNumberHasher {
  constructor(private readonly key: string) {}

  hash(type: DocumentType, number: string): string {
    const compact = normaliseDocumentNumber(type, number).replace(/[^A-Z0-9]/g, '');
    return crypto.createHmac('sha256', this.key).update(`${type}:${compact}`).digest('hex');
  }
}
