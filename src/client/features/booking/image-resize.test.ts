import { describe, expect, it } from 'vitest';
import { fitWithin } from './image-resize';
import { ratingLabel } from './rating-input';

describe('fitWithin', () => {
  it('scales the longest side down to 1600 px and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
  });
  it('never upscales a small image', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('ratingLabel', () => {
  it('names each rating as the spec does', () => {
    expect([5, 4, 3, 2, 1].map(ratingLabel)).toEqual(['Excellent!', 'Great!', 'Good', 'Fair', 'Poor']);
  });
});
