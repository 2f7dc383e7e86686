/**
 * The video training's film, served from public/ (made by scripts/make-training-video.ts): a
 * slideshow of the customer etiquette rules, with a caption track in each language of the app
 * (worded from the `training` catalogs, so the film and the etiquette modules say the same).
 */
export const TRAINING_VIDEO = {
  src: '/training/etiquette-rules.webm',
  captions: { en: '/training/etiquette-rules.vtt', kn: '/training/etiquette-rules.kn.vtt', hi: '/training/etiquette-rules.hi.vtt' },
  title: 'Customer etiquette, rule by rule',
  /** The film's length: the video step is done no sooner than this after the film was started (the server checks). */
  durationSeconds: 24,
} as const;
