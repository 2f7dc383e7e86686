/**
 * The video training's film, served from public/ (made by scripts/make-training-video.ts): a
 * slideshow of the customer etiquette rules with English captions.
 */
export const TRAINING_VIDEO = {
  src: '/training/etiquette-rules.webm',
  captions: '/training/etiquette-rules.vtt',
  title: 'Customer etiquette, rule by rule',
  /** The film's length: the video step is done no sooner than this after the film was started (the server checks). */
  durationSeconds: 24,
} as const;
