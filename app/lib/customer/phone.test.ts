import {describe, expect, it} from 'vitest';
import {displayPhone} from './phone';

describe('displayPhone', () => {
  it('writes North American numbers the way people read them', () => {
    expect(displayPhone('+13125550142')).toBe('(312) 555-0142');
    expect(displayPhone('+1 514 555 0177')).toBe('(514) 555-0177');
  });

  it('leaves other numbers as they are stored', () => {
    expect(displayPhone('+493012345678')).toBe('+493012345678');
    expect(displayPhone('555-0100')).toBe('555-0100');
  });
});
