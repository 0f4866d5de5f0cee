import {describe, expect, it} from 'vitest';
import {ERROR_MESSAGES, errorMessageFor} from './error-messages';

/** A route error as Remix hands it to the error view, for a thrown Response of `status`. */
const thrown = (status: number) => ({status, statusText: '', internal: false, data: ''});

describe('errorMessageFor', () => {
  it('says what a thrown 4xx means, and nothing more for anything else', () => {
    expect(errorMessageFor(thrown(400), '/products/x')).toBe(ERROR_MESSAGES.badRequest);
    expect(errorMessageFor(thrown(404), '/products/x')).toBe(ERROR_MESSAGES.notFound);
    expect(errorMessageFor(thrown(405), '/blog')).toBe(ERROR_MESSAGES.methodNotAllowed);
    expect(errorMessageFor(thrown(413), '/cart')).toBe(ERROR_MESSAGES.tooLarge);
    expect(errorMessageFor(thrown(502), '/cart')).toBe(ERROR_MESSAGES.unexpected);
    expect(errorMessageFor(new Error('/work/app/secret.ts:1:1'), '/cart')).toBe(ERROR_MESSAGES.unexpected);
  });

  it('tells a bad address from its path first', () => {
    expect(errorMessageFor(thrown(404), '/%E0%A4%A')).toBe(ERROR_MESSAGES.badAddress);
  });
});
