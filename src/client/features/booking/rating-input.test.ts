import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/i18n';
import { ratingLabel } from './rating-input';

describe('ratingLabel', () => {
  it('names each rating as the spec does', () => {
    expect([5, 4, 3, 2, 1].map((n) => t(ratingLabel(n)))).toEqual(['Excellent!', 'Great!', 'Good', 'Fair', 'Poor']);
  });
});
