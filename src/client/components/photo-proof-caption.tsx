import type { PhotoRef } from '../../shared/schemas/booking';
import { PHOTO_CLOCK_SKEW_MINUTES, PHOTO_FAR_METERS, photoProofFacts, type PhotoProofWarning } from '../../shared/domain/photo-proof';
import { useT, type Translate } from '../i18n/use-t';

const warningText = (t: Translate, warning: PhotoProofWarning): string =>
  warning === 'clockOff' ? t('common.photos.clockOff', { minutes: PHOTO_CLOCK_SKEW_MINUTES }) : t('common.photos.far', { meters: PHOTO_FAR_METERS });

/**
 * A photo's proof in a line ("Taken 10:42 AM (device clock), 30 m from your address"), flagged when
 * old or far, in the person's language. The customer reads "your address", the admin "the booking
 * address".
 */
export function PhotoProofCaption({ photo, whose }: { photo: PhotoRef; whose: 'your' | 'the booking' }) {
  const t = useT('common');
  const facts = photoProofFacts(photo);
  const time = facts.taken ? t('common.photos.taken', { time: facts.time }) : t('common.photos.received', { time: facts.time });
  const place = facts.distance === null ? t('common.photos.placeUnknown') : t('common.photos.distance', { distance: facts.distance, whose: whose === 'your' ? 'your' : 'booking' });
  return (
    <p className={`mt-1 text-xs leading-snug ${facts.warnings.length ? 'text-red-800' : 'text-slate-600'}`} data-testid="photo-proof">
      {t('common.photos.proof', { time, place })}
      {facts.warnings.length ? (
        <span className="block font-medium">
          ⚠ {t('common.photos.check')} {facts.warnings.map((w) => warningText(t, w)).join('; ')}
        </span>
      ) : null}
    </p>
  );
}

/**
 * Every photo of a booking, small, each named before or after with its proof and opening full size on tap: for the
 * customer's booking and history and the admin's booking list. Once seen, a photo is kept by the
 * service worker (its image cache), so it opens offline too.
 */
export function PhotoProofList({ photos, whose }: { photos: readonly PhotoRef[]; whose: 'your' | 'the booking' }) {
  const t = useT('common');
  if (photos.length === 0) return null;
  return (
    <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('common.photos.label')}>
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noopener" className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            <img src={p.url} alt={t('common.photos.alt', { type: p.type, n: i + 1 })} className="aspect-square w-full rounded-md object-cover" loading="lazy" />
            <span className="sr-only"> {t('common.photos.opensFull')}</span>
          </a>
          {/* Which photo it is, for the eye (the image's text names it for a screen reader). */}
          <p className="mt-1 text-xs font-semibold text-slate-800" aria-hidden="true" data-testid="photo-kind">
            {t('common.photos.kind', { type: p.type })}
          </p>
          <PhotoProofCaption photo={p} whose={whose} />
        </li>
      ))}
    </ul>
  );
}
