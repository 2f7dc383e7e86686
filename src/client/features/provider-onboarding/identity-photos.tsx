import { missingPhotoSides, requiredPhotoSides } from '../../../shared/domain/identity-documents';
import type { DocumentType, IdentityPhoto, IdPhotoSide } from '../../../shared/schemas/onboarding';
import { PhotoPicker } from '../../components/photo-picker';
import { uploadIdentityPhoto } from '../../data/mutations/onboarding-mutations';
import { useT } from '../../i18n/use-t';

/** The sides still without a photo, which keep the identity submission back; null when every side needed is uploaded. */
export function missingPhotosReason(type: DocumentType | '', photos: readonly IdentityPhoto[]): IdPhotoSide[] | null {
  if (type === '') return null;
  const missing = missingPhotoSides(type, photos.map((p) => p.side));
  return missing.length > 0 ? missing : null;
}

const ANOTHER = { front: 'anotherFront', back: 'anotherBack' } as const;

/**
 * The photos of the identity document: one per side the chosen document has (front; back where
 * it has one), chosen, checked and made smaller on the device and uploaded like job photos.
 */
export function IdentityPhotos({ providerId, documentType, photos }: { providerId: string; documentType: DocumentType; photos: readonly IdentityPhoto[] }) {
  const t = useT('onboarding');
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="identity-photos">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">{t('onboarding.photos.legend')}</legend>
      {requiredPhotoSides(documentType).map((side) => {
        const photo = photos.find((p) => p.side === side);
        return (
          <div key={side} className="grid content-start gap-2 rounded-lg border border-slate-200 p-3" data-testid={`identity-photo-${side}`}>
            <p className="text-sm font-medium text-slate-800">{t('onboarding.photos.side', { side })}</p>
            {photo ? (
              <a href={photo.url} target="_blank" rel="noreferrer" className="block" aria-label={t('onboarding.photos.open', { side })}>
                <img src={photo.url} alt={t('onboarding.photos.alt', { side })} className="aspect-[3/2] w-full rounded-md object-cover ring-1 ring-slate-200" />
              </a>
            ) : null}
            <PhotoPicker
              what={photo ? ANOTHER[side] : side}
              max={1}
              compact
              onUpload={(dataUrls, _files, onProgress) => uploadIdentityPhoto(providerId, side, dataUrls[0], onProgress)}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
