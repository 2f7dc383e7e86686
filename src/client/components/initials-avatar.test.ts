import { describe, expect, it } from 'vitest';
import { initials } from './initials-avatar';

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Priya Sharma')).toBe('PS');
    expect(initials('meena das rao')).toBe('MD');
    expect(initials('  Ravi  ')).toBe('R');
  });

  it('ignores what is not a letter', () => {
    expect(initials('Deepa (Ops)')).toBe('DO');
    expect(initials('"Ravi" K.')).toBe('RK');
    expect(initials('Suresh - 2 Gowda')).toBe('SG');
    expect(initials('(Ops)')).toBe('O');
    expect(initials('123 !!')).toBe('');
  });

  it('works in every script', () => {
    expect(initials('ಮೀನಾ ದಾಸ್')).toBe('ಮದ');
    expect(initials('अर्जुन राव')).toBe('अर');
  });
});
