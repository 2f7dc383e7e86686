import { useRef, useState } from 'react';
import { TRAINING_VIDEO } from '../../../shared/catalog/training-video';

/**
 * The training film with captions. It counts as watched only when it plays to its end without
 * skipping ahead: seeking past the furthest point reached jumps back there.
 */
export function TrainingVideo({ onWatched }: { onWatched(): void }) {
  const furthest = useRef(0);
  const [progress, setProgress] = useState(0);
  return (
    <figure className="space-y-2">
      <video
        className="aspect-video w-full rounded-md bg-slate-900"
        controls
        preload="metadata"
        playsInline
        aria-label={TRAINING_VIDEO.title}
        data-testid="training-video"
        onSeeking={(e) => {
          const video = e.currentTarget;
          if (video.currentTime > furthest.current + 0.5) video.currentTime = furthest.current;
        }}
        onTimeUpdate={(e) => {
          const video = e.currentTarget;
          if (video.seeking) return;
          furthest.current = Math.max(furthest.current, video.currentTime);
          if (video.duration > 0) setProgress(Math.min(100, Math.round((furthest.current / video.duration) * 100)));
        }}
        onEnded={(e) => {
          const video = e.currentTarget;
          if (video.duration > 0 && furthest.current >= video.duration - 1.5) onWatched();
        }}
      >
        <source src={TRAINING_VIDEO.src} type="video/webm" />
        <track kind="captions" src={TRAINING_VIDEO.captions} srcLang="en" label="English" default />
      </video>
      <figcaption className="text-sm text-slate-600">
        {TRAINING_VIDEO.title} · <span data-testid="video-progress">{progress}% watched</span>
      </figcaption>
    </figure>
  );
}
