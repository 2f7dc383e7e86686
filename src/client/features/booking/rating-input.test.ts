import { describe, expect, it } from 'vitest';
import { ratingLabel } from './rating-input';

describe('ratingLabel', () => {
  it('names each rating as the spec does', () => {
    expect([5, 4, 3, 2, 1].map(ratingLabel)).toEqual(['Excellent!', 'Great!', 'Good', 'Fair', 'Poor']);
  });
});
