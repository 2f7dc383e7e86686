import { describe, expect, it } from 'vitest';
import { fitWithin, isAcceptedPhotoType, PHOTO_CHOICE_MESSAGE, photoFileProblem } from './downscale-photo';

describe('fitWithin', () => {
  it('scales the longest side down to 1600 px and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
  });
  it('never upscales a small image', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('photo choice', () => {
  const decodes = async () => ({ close: () => undefined });
  const fails = async () => {
    throw new Error('cannot decode');
  };

  it('accepts the types the server takes: JPEG, PNG and WebP', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(isAcceptedPhotoType(new Blob([], { type }))).toBe(true);
    for (const type of ['image/gif', 'application/pdf', 'text/plain', '']) expect(isAcceptedPhotoType(new Blob([], { type }))).toBe(false);
  });

  it('refuses a file that is not an image, or that claims to be one but does not decode', async () => {
    expect(await photoFileProblem(new Blob(['%PDF'], { type: 'application/pdf' }), decodes)).toBe(PHOTO_CHOICE_MESSAGE);
    expect(await photoFileProblem(new Blob(['not a png'], { type: 'image/png' }), fails)).toBe('Choose a JPEG, PNG or WebP photo');
    expect(await photoFileProblem(new Blob(['png'], { type: 'image/png' }), decodes)).toBeNull();
  });
});
