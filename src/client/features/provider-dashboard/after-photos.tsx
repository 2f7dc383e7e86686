import type { Booking } from '../../../shared/schemas/booking';
import { PhotoPicker, type UploadProgressListener } from '../../components/photo-picker';
import { photoProofFields } from '../../components/photo-proof-fields';
import { uploadAfterPhotos } from '../../data/mutations/provider-job-mutations';
import { useT } from '../../i18n/use-t';

/** After photos for a job in progress: number plate visible, several angles, good light. */
export function AfterPhotos({ booking, disabled }: { booking: Booking; disabled?: boolean }) {
  const t = useT('jobs');
  const after = booking.photos.filter((p) => p.type === 'after');

  async function send(dataUrls: string[], files: File[], onProgress: UploadProgressListener) {
    return uploadAfterPhotos(booking, dataUrls, await photoProofFields(files), onProgress);
  }

  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 p-3" data-testid="after-photos">
      <div>
        <p className="text-sm font-medium text-slate-900">{t('jobs.after.title')}</p>
        <p className="text-xs text-slate-600">{t('jobs.after.hint')}</p>
      </div>
      {after.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('jobs.after.uploaded')}>
          {after.map((photo, i) => (
            <li key={photo.id}>
              <img src={photo.url} alt={t('jobs.after.alt', { number: i + 1 })} className="h-16 w-16 rounded-md object-cover ring-1 ring-slate-200" loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <PhotoPicker what="after" onUpload={send} disabled={disabled} compact />
    </div>
  );
}
