import { useState } from 'react';
import { FilmProgress, SEEK_SLACK_SECONDS } from './film-progress';
import { TRAINING_VIDEO } from '../../../shared/catalog/training-video';
import { LOCALE_NAMES, LOCALES } from '../../i18n/locales';
import { useLocale, useT, type Translate } from '../../i18n/use-t';

/** The note on the film's start, from the data layer's English (its two known forms), in the screen's language. */
function noteText(t: Translate, note: string): string {
  if (note.startsWith("You're offline")) return t('onboarding.video.offline');
  const reason = /^The film's start was not recorded \((.*)\)\./.exec(note)?.[1];
  return reason === undefined ? note : t('onboarding.video.notRecorded', { reason });
}

/**
 * The training film with captions. It counts as watched only when it plays to its end at normal
 * speed without skipping ahead (film-progress.ts): a seek past the furthest point reached is taken
 * back once it has finished. Starting from the beginning is reported (`onStarted`): the server
 * times the viewing.
 */
export function TrainingVideo({ done, onStarted, onWatched }: { /** The video step is complete: the film was watched. */ done: boolean; onStarted(): Promise<string | null>; onWatched(): void }) {
  const [watched] = useState(() => new FilmProgress());
  const [progress, setProgress] = useState(0);
  const [note, setNote] = useState<string | null>(null);
  const t = useT('onboarding');
  const locale = useLocale();
  return (
    <figure className="space-y-2">
      <video
        className="aspect-video w-full rounded-md bg-slate-900"
        controls
        preload="metadata"
        playsInline
        aria-label={t('onboarding.video.title')}
        data-testid="training-video"
        onPlay={(e) => {
          if (e.currentTarget.currentTime < SEEK_SLACK_SECONDS) void onStarted().then(setNote);
        }}
        onRateChange={(e) => {
          // The server times the viewing at normal speed.
          if (e.currentTarget.playbackRate !== 1) e.currentTarget.playbackRate = 1;
        }}
        onSeeked={(e) => {
          // Taken back only once the seek has finished: seeking again from inside 'seeking' aborts the
          // first seek's range request, and the element can be left waiting for data that never comes
          // (play() then never settles).
          const video = e.currentTarget;
          const furthest = watched.furthest;
          if (video.currentTime > furthest + SEEK_SLACK_SECONDS) video.currentTime = furthest;
        }}
        onSeeking={() => watched.stopped()}
        onTimeUpdate={(e) => {
          const video = e.currentTarget;
          if (video.seeking) return; // stopped as the seek began (onSeeking)
          if (!watched.at(video.currentTime, performance.now(), !video.paused)) return;
          if (video.duration > 0) setProgress(Math.min(100, Math.round((watched.furthest / video.duration) * 100)));
        }}
        onEnded={(e) => {
          if (watched.watchedAll(e.currentTarget.duration)) onWatched();
        }}
      >
        {/* The film in the app's language (keyed by it: a <source> is read when the element loads). */}
        <source key={locale} src={TRAINING_VIDEO.films[locale]} type="video/webm" />
        {/* A caption track in each language, the one the app speaks shown (keyed by it: a track's default is read when it is added). */}
        {LOCALES.map((l) => (
          <track key={`${l}-${locale}`} kind="captions" src={TRAINING_VIDEO.captions[l]} srcLang={l} label={LOCALE_NAMES[l]} default={l === locale} />
        ))}
      </video>
      <figcaption className="text-sm text-slate-600">
        {t('onboarding.video.title')} · <span data-testid="video-length">{t('onboarding.video.length', { seconds: TRAINING_VIDEO.durationSeconds })}</span> ·{' '}
        <span data-testid="video-progress">{done ? t('onboarding.video.watchedAll') : t('onboarding.video.watched', { progress })}</span>
      </figcaption>
      {note ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="video-note">
          {noteText(t, note)}
        </p>
      ) : null}
    </figure>
  );
}
