/**
 * The video training's film, served from public/ (made by scripts/make-training-video.ts): a
 * slideshow of the customer etiquette rules, one film and one caption track in each language of
 * the app (worded from the `training` catalogs, so the film and the etiquette modules say the same).
 * Every film has the same slides at the same times, so any track fits any film.
 */
export const TRAINING_VIDEO = {
  films: { en: '/training/etiquette-rules.webm', kn: '/training/etiquette-rules.kn.webm', hi: '/training/etiquette-rules.hi.webm' },
  captions: { en: '/training/etiquette-rules.vtt', kn: '/training/etiquette-rules.kn.vtt', hi: '/training/etiquette-rules.hi.vtt' },
  title: 'Customer etiquette, rule by rule',
  /** The film's length: the video step is done no sooner than this after the film was started (the server checks). */
  durationSeconds: 24,
} as const;
