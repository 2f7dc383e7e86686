import { Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { MAX_PHOTOS_PER_CALL } from '../../shared/schemas/booking';
import type { MutationResult } from '../data/engine/run-mutation';
import { usePendingMutations } from '../data/hooks/use-outbox';
import { Button } from './ui/button';
import { CloseButton } from './ui/close-button';
import { Progress } from './ui/progress';
import { useT, type Translate } from '../i18n/use-t';
import { downscalePhoto, PHOTO_ACCEPT, PHOTO_CHOICE_MESSAGE, photoFileProblem } from './downscale-photo';

interface Chosen {
  key: string;
  file: File;
  url: string;
}

export type Phase = { kind: 'preparing'; done: number; total: number } | { kind: 'sending'; total: number; sent: number; bytes: number };

/** Told the bytes of the upload sent so far, of all of them. */
export type UploadProgressListener = (sent: number, total: number) => void;

/** What the photos are: named in the button, the progress and the list names ("Choose after photos"). */
export type PhotoSubject = 'before' | 'after' | 'front' | 'back' | 'anotherFront' | 'anotherBack';

interface PhotoPickerProps {
  what: PhotoSubject;
  /** Sends the prepared photos (JPEG data URLs, with the files they came from), reporting the bytes sent; resolves to how it went. */
  onUpload: (dataUrls: string[], files: File[], onProgress: UploadProgressListener) => Promise<MutationResult<unknown>>;
  disabled?: boolean;
  /** Smaller drop area, for a card with other content. */
  compact?: boolean;
  /** How many photos may be chosen for one upload (MAX_PHOTOS_PER_CALL unless fewer). */
  max?: number;
}

const titleCase = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * Choose photos, see them, remove any before sending, then upload with progress. A file that is
 * not a JPEG, PNG or WebP image (or does not decode) is refused when chosen, with the reason.
 * Its words (the `photos` area) load with it on a screen that has not loaded them.
 */
export function PhotoPicker(props: PhotoPickerProps) {
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}

function Picker({ what: subject, onUpload, disabled, compact, max = MAX_PHOTOS_PER_CALL }: PhotoPickerProps) {
  const t = useT('photos');
  const what = t('photos.what', { what: subject });
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase | null>(null);
  const busy = phase !== null;
  // Uploads kept on the device for lack of a signal: "Waiting for signal" until they are sent.
  const [queuedKeys, setQueuedKeys] = useState<string[]>([]);
  const pending = usePendingMutations();
  const waiting = queuedKeys.filter((key) => pending?.some((m) => m.key === key)).length;

  // Thumbnails are object URLs: released when a photo leaves the list or the picker goes.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((u) => URL.revokeObjectURL(u));
  }, []);
  const release = (items: Chosen[]) =>
    items.forEach((c) => {
      URL.revokeObjectURL(c.url);
      urls.current.delete(c.url);
    });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const accepted: Chosen[] = [];
    let refusal: string | null = null;
    for (const file of files) {
      const problem = await photoFileProblem(file);
      if (problem) {
        const reason = problem === PHOTO_CHOICE_MESSAGE ? t('photos.notPhoto') : problem;
        refusal = files.length === 1 ? reason : t('photos.fileProblem', { file: file.name, problem: reason });
        continue;
      }
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      accepted.push({ key: crypto.randomUUID(), file, url });
    }
    const room = max - chosen.length;
    if (accepted.length > room) {
      release(accepted.slice(room));
      refusal = max === 1 ? t('photos.onlyOne') : t('photos.tooMany', { max });
    }
    setProblem(refusal);
    setChosen((current) => [...current, ...accepted.slice(0, Math.max(0, room))]);
  }

  function remove(key: string) {
    const gone = chosen.filter((c) => c.key === key);
    release(gone);
    setChosen((current) => current.filter((c) => c.key !== key));
  }

  async function upload() {
    if (chosen.length === 0) return;
    const total = chosen.length;
    setProblem(null);
    try {
      const dataUrls: string[] = [];
      setPhase({ kind: 'preparing', done: 0, total });
      for (const c of chosen) {
        dataUrls.push(await downscalePhoto(c.file));
        setPhase({ kind: 'preparing', done: dataUrls.length, total });
      }
      setPhase({ kind: 'sending', total, sent: 0, bytes: 0 });
      const result = await onUpload(
        dataUrls,
        chosen.map((c) => c.file),
        (sent, bytes) => setPhase({ kind: 'sending', total, sent, bytes }),
      );
      if (result.status !== 'rejected') {
        release(chosen);
        setChosen([]);
      }
      if (result.status === 'queued') setQueuedKeys((keys) => [...keys, result.key]);
    } catch (error) {
      console.error('Preparing photos failed', error);
      setProblem(`${t('photos.notPrepared')} ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setPhase(null);
    }
  }

  const progressText = phase ? describePhase(t, phase) : '';
  // Preparing (downscaling on the device) is the first tenth, photo by photo; sending is the rest, byte by byte.
  const progressValue = phase
    ? phase.kind === 'preparing'
      ? Math.round((phase.done / phase.total) * 10)
      : 10 + Math.round((phase.bytes > 0 ? phase.sent / phase.bytes : 0) * 90)
    : 0;

  return (
    <div className="grid gap-3">
      <label
        htmlFor={`${id}-input`}
        className={`flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-center text-sm text-slate-700 hover:border-brand-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${compact ? 'p-3' : 'p-5'} ${busy || disabled ? 'pointer-events-none opacity-50' : ''}`}
      >
        <span className="font-medium text-brand-800">{t('photos.choose', { what })}</span>
        <span className="text-xs text-slate-600">{t('photos.formats')}</span>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple={max > 1}
          className="sr-only"
          disabled={busy || disabled}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => void choose(e)}
          data-testid="photo-input"
        />
      </label>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800" data-testid="photo-problem">
          {problem}
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t('photos.chosenList', { what })} data-testid="chosen-photos">
          {chosen.map((c, i) => (
            <li key={c.key} className="relative">
              <img src={c.url} alt={t('photos.chosenAlt', { number: i + 1 })} className="aspect-square w-full rounded-lg object-cover ring-1 ring-slate-200" />
              <CloseButton
                label={t('photos.remove', { number: i + 1 })}
                strokeWidth="2.5"
                onClick={() => remove(c.key)}
                disabled={busy}
                className="absolute right-1 top-1 h-8 w-8 rounded-full bg-white/95 text-slate-800 shadow ring-1 ring-slate-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {phase ? (
        <div role="status" className="grid gap-1.5" data-testid="photo-progress">
          <Progress value={progressValue} aria-label={t('photos.uploadingLabel', { what })} />
          <p className="text-sm text-slate-700">{progressText}</p>
        </div>
      ) : null}
      {waiting > 0 && !busy ? (
        <p role="status" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="photo-waiting">
          {t('photos.waiting', { count: waiting })}
        </p>
      ) : null}
      <Button onClick={() => void upload()} disabled={chosen.length === 0 || busy || disabled}>
        {busy ? t('photos.uploading') : chosen.length > 0 ? t('photos.uploadCount', { count: chosen.length }) : t('photos.upload', { what: titleCase(what) })}
      </Button>
    </div>
  );
}

const KB = 1024;
const sizeText = (t: Translate, bytes: number) =>
  bytes >= KB * KB ? t('photos.megabytes', { size: (bytes / (KB * KB)).toFixed(1) }) : t('photos.kilobytes', { size: Math.max(1, Math.round(bytes / KB)) });

/** "Sending 2 photos: 1.2 MB of 3.4 MB" */
export function describePhase(t: Translate, phase: Phase): string {
  if (phase.kind === 'preparing') return t('photos.preparing', { number: Math.min(phase.done + 1, phase.total), total: phase.total });
  if (phase.bytes === 0) return t('photos.sendingStart', { count: phase.total });
  return t('photos.sending', { count: phase.total, sent: sizeText(t, phase.sent), size: sizeText(t, phase.bytes) });
}
