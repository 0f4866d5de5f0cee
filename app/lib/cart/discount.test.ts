import {describe, expect, it} from 'vitest';
import {t} from '~/lib/forms/messages';
import {DiscountCodeForm, isCodeApplied} from './discount';

describe('isCodeApplied', () => {
  it('holds only a code the cart marks applicable, whatever its case', () => {
    const codes = [
      {code: 'WELCOME10', applicable: true},
      {code: 'SUMMER2025', applicable: false},
    ];
    expect(isCodeApplied(codes, 'welcome10 ')).toBe(true);
    expect(isCodeApplied(codes, 'SUMMER2025')).toBe(false);
    expect(isCodeApplied(codes, 'NOPE')).toBe(false);
    expect(isCodeApplied(null, 'WELCOME10')).toBe(false);
  });
});

describe('DiscountCodeForm', () => {
  it('requires a code with the shared message', () => {
    const result = DiscountCodeForm.safeParse({discountCode: '   '});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(t('input.required_error'));
  });
});
