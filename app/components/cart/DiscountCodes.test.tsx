import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {DISCOUNT_NOT_VALID, DiscountCodeForm} from '~/lib/cart/discount';
import {messages} from '~/lib/forms/messages';
import {parseFormData} from '~/lib/forms/submission.server';
import {renderWithRouter as render} from '../../../tests/render';
import {DiscountCodes} from './DiscountCodes';

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
  return new RegExp(`<[a-z]+ [^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

/** The text inside the element with this id. */
function textOf(html: string, id: string): string {
  const match = new RegExp(`\\bid="${id}"[^>]*>(.*?)</ul>`).exec(html);
  return match?.[1].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() ?? '';
}

/** The cart's answer to a posted code, as the `/cart` action builds it. */
function answer(code: string, refusal?: string) {
  const formData = new FormData();
  formData.set('discountCode', code);
  const submission = parseFormData(formData, DiscountCodeForm);
  return refusal ? submission.reply({fieldErrors: {discountCode: [refusal]}}) : submission.reply();
}

/** The `cartFormInput` value the forms post, HTML-escaped as it appears in the markup. */
function cartInput(discountCodes: string[]) {
  return JSON.stringify({action: CartForm.ACTIONS.DiscountCodesUpdate, inputs: {discountCodes}}).replaceAll('"', '&quot;');
}

describe('DiscountCodes', () => {
  it('posts a code to the cart with the codes already applied, checked by the browser too', async () => {
    const html = await render(<DiscountCodes codes={['WELCOME10']} />);
    expect(tagWithId(html, 'discount-code')).toMatch(/^<form method="post" action="\/cart" id="discount-code"/);
    expect(tagWithId(html, 'discount-code')).not.toContain('novalidate');
    expect(html).toContain(`<input type="hidden" name="cartFormInput" value="${cartInput(['WELCOME10'])}"/>`);
    const field = tagWithId(html, 'discount-code-discountCode');
    for (const attribute of ['name="discountCode"', 'required=""', 'maxLength="255"', 'pattern="']) {
      expect(field).toContain(attribute);
    }
    expect(html).toContain('<label for="discount-code-discountCode" class="mb-1 block text-sm font-medium text-stone-800">Discount code</label>');
  });

  it('posts to the Canadian cart from Canadian pages', async () => {
    const html = await render(<DiscountCodes codes={[]} />, '/en-ca/cart');
    expect(tagWithId(html, 'discount-code')).toContain('action="/en-ca/cart"');
  });

  it('shows a refused code in the box with the reason, tied to the field', async () => {
    const html = await render(<DiscountCodes codes={[]} lastResult={answer('SUMMER2025', DISCOUNT_NOT_VALID)} />);
    const field = tagWithId(html, 'discount-code-discountCode');
    expect(field).toContain('value="SUMMER2025"');
    expect(field).toContain('aria-invalid="true"');
    expect(field).toContain('aria-describedby="discount-code-discountCode-error"');
    expect(textOf(html, 'discount-code-discountCode-error')).toBe(DISCOUNT_NOT_VALID);
  });

  it('asks for a code when the box was sent blank', async () => {
    const html = await render(<DiscountCodes codes={[]} lastResult={answer('   ')} />);
    expect(textOf(html, 'discount-code-discountCode-error')).toBe(messages['input.required_error']);
  });

  it('lists each applied code with a button that posts the cart’s other codes', async () => {
    const html = await render(<DiscountCodes codes={['WELCOME10', 'BULK5']} />);
    expect(html).toContain('<ul aria-label="Applied discount codes"');
    expect(html).toContain('<span class="sr-only">Remove discount code WELCOME10</span>');
    expect(html).toContain(`value="${cartInput(['BULK5'])}"`);
    expect(html).toContain(`value="${cartInput(['WELCOME10'])}"`);
  });

  it('shows no list while no code applies', async () => {
    expect(await render(<DiscountCodes codes={[]} />)).not.toContain('Applied discount codes');
  });
});
