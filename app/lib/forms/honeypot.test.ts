import {describe, expect, it} from 'vitest';
import {HONEYPOT_FIELD, isBotSubmission} from './honeypot';

function form(entries: [string, string][]) {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
}

describe('isBotSubmission', () => {
  it('passes a form whose trap field is present and empty', () => {
    expect(isBotSubmission(form([['email', 'a@b.co'], [HONEYPOT_FIELD, '']]))).toBe(false);
  });

  it('catches a filled trap, a missing one and a repeated one', () => {
    expect(isBotSubmission(form([[HONEYPOT_FIELD, 'https://spam.example']]))).toBe(true);
    expect(isBotSubmission(form([[HONEYPOT_FIELD, ' ']]))).toBe(true);
    expect(isBotSubmission(form([['email', 'a@b.co']]))).toBe(true);
    expect(isBotSubmission(form([[HONEYPOT_FIELD, ''], [HONEYPOT_FIELD, '']]))).toBe(true);
  });
});
