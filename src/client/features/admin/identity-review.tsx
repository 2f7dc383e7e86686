import type { VerificationStatus } from '../../../shared/schemas/onboarding';
import { DOCUMENT_TYPES } from '../../components/identity-document-types';

/**
 * What the admin checks before switching a provider to verified: the submitted document (type and
 * masked number) and its photos, each opening full size.
 */
export function IdentityReview({ name, verification }: { name: string; verification: VerificationStatus }) {
  const { identity } = verification;
  const photos = verification.identityPhotos ?? [];
  if (!identity && photos.length === 0) return null;
  const label = identity ? DOCUMENT_TYPES.find((d) => d.value === identity.documentType)?.label : null;
  return (
    <div className="mt-2 w-full" data-testid="identity-review">
      {identity ? (
        <p className="text-sm text-slate-700">
          {label} {identity.maskedNumber}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="mt-1.5 flex flex-wrap gap-2" aria-label={`${name}'s identity document photos`}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={`Open the ${photo.side} of ${name}'s document full size`}
              >
                <img src={photo.url} alt={`${photo.side} of ${name}'s document`} className="h-24 w-36 rounded-md object-cover ring-1 ring-slate-300" loading="lazy" />
                <span className="mt-0.5 block text-xs capitalize text-slate-600">{photo.side}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-amber-800">No photo of the document was uploaded.</p>
      )}
    </div>
  );
}
