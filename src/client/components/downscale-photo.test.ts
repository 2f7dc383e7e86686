import { describe, expect, it } from 'vitest';
import { assertJpegOrPng, fitWithin } from './downscale-photo';

describe('fitWithin', () => {
  it('scales the longest side down to 1600 px and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
  });
  it('never upscales a small image', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('assertJpegOrPng', () => {
  it('accepts JPG and PNG and refuses other images', () => {
    expect(() => assertJpegOrPng(new Blob([], { type: 'image/jpeg' }))).not.toThrow();
    expect(() => assertJpegOrPng(new Blob([], { type: 'image/png' }))).not.toThrow();
    expect(() => assertJpegOrPng(new Blob([], { type: 'image/gif' }))).toThrow('Choose a JPG or PNG photo');
  });
});
