import {describe, expect, it} from 'vitest';
import {plainForm} from './plainForm';

const CONSTRAINTS = {email: {required: true, maxLength: 254}};

describe('plainForm', () => {
  it('gives the ids conform gives, and the constraints as the field’s attributes', () => {
    const {form, fields} = plainForm('newsletter-footer-form', undefined, CONSTRAINTS);
    expect(form).toEqual({id: 'newsletter-footer-form', errorId: 'newsletter-footer-form-error', errors: undefined});
    expect(fields.email).toEqual({
      id: 'newsletter-footer-form-email',
      name: 'email',
      formId: 'newsletter-footer-form',
      errorId: 'newsletter-footer-form-email-error',
      descriptionId: 'newsletter-footer-form-email-description',
      errors: undefined,
      initialValue: undefined,
      required: true,
      maxLength: 254,
    });
  });

  it('shows the server’s errors and gives back what was typed', () => {
    const {form, fields} = plainForm(
      'signup',
      {status: 'error', initialValue: {email: 'not-an-address'}, error: {email: ['Please enter a valid email address.'], '': ['Try again.']}},
      CONSTRAINTS,
    );
    expect(form.errors).toEqual(['Try again.']);
    expect(fields.email.errors).toEqual(['Please enter a valid email address.']);
    expect(fields.email.initialValue).toBe('not-an-address');
  });
});
