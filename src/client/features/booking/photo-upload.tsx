import { useEffect, useId, useState, type ChangeEvent } from 'react';
import type { Booking, PhotoType } from '../../../shared/schemas/booking';
import { MAX_PHOTOS_PER_CALL } from '../../../shared/schemas/booking';
import { uploadPhotos } from '../../data/booking-mutations';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { toast } from '../../components/ui/toast';
import { wordingOf } from '../../components/change-messages';
import { downscalePhoto } from '../../components/downscale-photo';
import { PhotoProofCaption } from '../../components/photo-proof-caption';
import { photoProofFields } from '../../components/photo-proof-fields';

const GUIDANCE = [
  'Make sure the number plate is clearly visible',
  'Take photos from multiple angles',
  'Use good lighting',
  'Max 5MB per image, JPG/PNG format',
];

const TITLES: Record<PhotoType, string> = { before: 'Before Service Photos', after: 'After Service Photos' };

interface Props {
  booking: Booking;
  type: PhotoType;
  enabled: boolean;
  lockedHint?: string;
}

export function PhotoUpload({ booking, type, enabled, lockedHint }: Props) {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = booking.photos.filter((p) => p.type === type);

  useEffect(() => {
    const urls = files.map((f) => URL.createObjectURL(f));
    setPreviews(urls);
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, [files]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []).filter((f) => f.type.startsWith('image/'));
    setFiles(picked.slice(0, MAX_PHOTOS_PER_CALL));
    event.target.value = '';
  }

  async function upload() {
    if (files.length === 0) return;
    setProgress(0);
    try {
      const proof = photoProofFields(files);
      const dataUrls: string[] = [];
      for (const [i, file] of files.entries()) {
        dataUrls.push(await downscalePhoto(file));
        // Preparing the images is most of the work on a phone; sending is the last fifth.
        setProgress(Math.round(((i + 1) / files.length) * 80));
      }
      const result = await uploadPhotos(booking, type, dataUrls, await proof);
      setProgress(100);
      if (result.status !== 'rejected') setFiles([]);
    } catch (error) {
      console.error('Preparing photos failed', error);
      toast({ ...wordingOf({ kind: 'uploadPhotos', photoType: type }).failure, variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{TITLES[type]}</CardTitle>
        <CardDescription>{type === 'before' ? 'Document the condition of your vehicle before the service starts.' : 'Capture the finished result once the service is done.'}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="list-inside list-disc text-sm text-slate-600">
          {GUIDANCE.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>

        {uploaded.length > 0 ? (
          <div>
            <p className="text-sm font-medium text-slate-800">Uploaded ({uploaded.length})</p>
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid={`uploaded-${type}`}>
              {uploaded.map((p, i) => (
                <li key={p.id}>
                  <img src={p.url} alt={`${type} photo ${i + 1}`} className="aspect-square w-full rounded-lg object-cover" loading="lazy" />
                  <PhotoProofCaption photo={p} whose="your" />
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {enabled ? (
          <>
            <label
              htmlFor={inputId}
              className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed border-slate-300 p-5 text-center text-sm text-slate-700 hover:border-brand-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <span className="font-medium text-brand-800">Choose photos</span>
              <span className="text-xs text-slate-600">or take them with your camera</span>
              <input id={inputId} type="file" accept="image/jpeg,image/png" multiple className="sr-only" onChange={choose} disabled={busy} />
            </label>
            {previews.length > 0 ? (
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Selected photos">
                {previews.map((url, i) => (
                  <li key={url}>
                    <img src={url} alt={`Selected photo ${i + 1}`} className="aspect-square w-full rounded-lg object-cover" />
                  </li>
                ))}
              </ul>
            ) : null}
            {busy ? <Progress value={progress} aria-label={`Uploading ${type} photos`} /> : null}
            <Button onClick={() => void upload()} disabled={files.length === 0 || busy}>
              {busy ? 'Uploading...' : `Upload ${type === 'before' ? 'Before' : 'After'} Photos`}
            </Button>
          </>
        ) : lockedHint ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{lockedHint}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
