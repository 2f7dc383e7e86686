import { useId, useRef, useState } from 'react';
import type { Booking } from '../../../shared/schemas/booking';
import { buttonClasses } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { wordingOf } from '../../components/change-messages';
import { assertJpegOrPng, downscalePhoto } from '../../components/downscale-photo';
import { photoProofFields } from '../../components/photo-proof-fields';
import { uploadAfterPhotos } from '../../data/provider-job-mutations';

const MAX_PHOTOS = 10;

/** After photos for a job in progress: number plate visible, several angles, good light. */
export function AfterPhotos({ booking, disabled }: { booking: Booking; disabled?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const after = booking.photos.filter((p) => p.type === 'after');

  async function onChange(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, MAX_PHOTOS);
    if (chosen.length === 0) return;
    setBusy(true);
    try {
      chosen.forEach(assertJpegOrPng);
      const proof = photoProofFields(chosen);
      const photos = await Promise.all(chosen.map((file) => downscalePhoto(file)));
      await uploadAfterPhotos(booking, photos, await proof);
    } catch (error) {
      const { failure } = wordingOf({ kind: 'uploadPhotos', photoType: 'after' });
      toast({ title: failure.title, description: error instanceof Error ? error.message : failure.description, variant: 'destructive' });
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm font-medium text-slate-900">After photos</p>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            Number plate visible, several angles, good light. JPG or PNG.
          </p>
        </div>
        <label htmlFor={`${id}-input`} className={buttonClasses({ variant: 'outline', size: 'sm', className: busy || disabled ? 'pointer-events-none opacity-50' : 'cursor-pointer' })}>
          {busy ? 'Uploading…' : 'Upload After Photos'}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          accept="image/jpeg,image/png"
          multiple
          className="sr-only"
          aria-describedby={`${id}-hint`}
          disabled={busy || disabled}
          onChange={(e) => void onChange(e.target.files)}
        />
      </div>
      {after.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Uploaded after photos">
          {after.map((photo, i) => (
            <li key={photo.id}>
              <img src={photo.url} alt={`After photo ${i + 1}`} className="h-16 w-16 rounded-md object-cover ring-1 ring-slate-200" loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
