import { describe, expect, it } from 'vitest';
import { formatIndianMobile, normaliseIndianMobile } from './indian-mobile';

describe('normaliseIndianMobile', () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['(+91) 6000-000-000', '+916000000000'],
    ['7000000000', '+917000000000'],
  ])('%s → %s', (input, expected) => expect(normaliseIndianMobile(input)).toBe(expected));

  it.each(['', '12345', '58765 43210', '+1 98765 43210', '98765 4321', '98765 432100', 'abc9876543210', '+91 98765 43210 ext 2', '0 0 98765 43210'])(
    'refuses %j',
    (input) => expect(normaliseIndianMobile(input)).toBeNull(),
  );

  it('formats for people', () => expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210'));
});
