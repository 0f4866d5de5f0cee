import {describe, expect, it} from 'vitest';
import {messages} from '../messages';
import {NewsletterSchema} from './newsletter';

function errorsFor(email: string | undefined) {
  const result = NewsletterSchema.safeParse({email});
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('NewsletterSchema', () => {
  it('takes an address and trims what surrounds it', () => {
    expect(NewsletterSchema.parse({email: '  cafe@example.com\r\n'})).toEqual({email: 'cafe@example.com'});
  });

  it('asks for an address when there is none', () => {
    expect(errorsFor(undefined)).toEqual([messages['input.required_error']]);
  });

  it('refuses what the email service would refuse, with the email-format message', () => {
    for (const email of ['not-an-email', 'a@b', 'a@b.co\r\nBcc: list@example.com', 'a@b.co\nx', 'a b@example.com']) {
      expect(errorsFor(email), email).toEqual([messages['input.email_error']]);
    }
  });
});
