import type { Booking, PhotoType } from '../../../shared/schemas/booking';
import { uploadPhotos } from '../../data/mutations/booking-mutations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PhotoPicker, type UploadProgressListener } from '../../components/photo-picker';
import { PhotoProofCaption } from '../../components/photo-proof-caption';
import { photoProofFields } from '../../components/photo-proof-fields';
import type { MessageId } from '../../i18n/areas';
import { useT } from '../../i18n/use-t';

const GUIDANCE: readonly MessageId[] = ['booking.photos.plate', 'booking.photos.angles', 'booking.photos.light', 'booking.photos.formats'];

const TITLES: Record<PhotoType, MessageId> = { before: 'booking.photos.before', after: 'booking.photos.after' };

interface Props {
  booking: Booking;
  type: PhotoType;
  enabled: boolean;
  lockedHint?: string;
}

export function PhotoUpload({ booking, type, enabled, lockedHint }: Props) {
  const t = useT('booking');
  const uploaded = booking.photos.filter((p) => p.type === type);

  async function send(dataUrls: string[], files: File[], onProgress: UploadProgressListener) {
    return uploadPhotos(booking, type, dataUrls, await photoProofFields(files), onProgress);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t(TITLES[type])}</CardTitle>
        <CardDescription>{t(type === 'before' ? 'booking.photos.beforeHint' : 'booking.photos.afterHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="list-inside list-disc text-sm text-slate-600">
          {GUIDANCE.map((g) => (
            <li key={g}>{t(g)}</li>
          ))}
        </ul>

        {uploaded.length > 0 ? (
          <div>
            <p className="text-sm font-medium text-slate-800">{t('booking.photos.uploaded', { count: uploaded.length })}</p>
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid={`uploaded-${type}`}>
              {uploaded.map((p, i) => (
                <li key={p.id}>
                  <img src={p.url} alt={t('booking.photos.alt', { type, n: i + 1 })} className="aspect-square w-full rounded-lg object-cover" loading="lazy" />
                  <PhotoProofCaption photo={p} whose="your" />
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {enabled ? (
          <PhotoPicker what={type} onUpload={send} />
        ) : lockedHint ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{lockedHint}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
