/**
 * The video training's film, served from public/ (made by scripts/make-training-video.ts): a
 * slideshow of the customer etiquette rules with English captions.
 */
export const TRAINING_VIDEO = {
  src: '/training/etiquette-rules.webm',
  captions: '/training/etiquette-rules.vtt',
  title: 'Customer etiquette, rule by rule',
} as const;
