import {getZodConstraint, parseWithZod} from '@conform-to/zod';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {
  checkbox,
  currentPassword,
  email,
  optionalText,
  password,
  passwordConfirmation,
  passwordsMatch,
  requiredCheckbox,
  requiredSelect,
  requiredText,
} from './fields';
import {messages, t} from './messages';

/** Parses fields the way conform does on both sides: empty strings become missing values first. */
function submit<Schema extends z.ZodTypeAny>(schema: Schema, fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, {schema});
}

function errorsOf<Schema extends z.ZodTypeAny>(schema: Schema, fields: Record<string, string>) {
  const submission = submit(schema, fields);
  return submission.status === 'success' ? {} : submission.error;
}

function valueOf<Schema extends z.ZodTypeAny>(schema: Schema, fields: Record<string, string>) {
  const submission = submit(schema, fields);
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

const REQUIRED = messages['input.required_error'];

describe('messages', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('input.min_length_error', {min: 6})).toBe('Please use at least 6 characters.');
    expect(t('input.max_length_error')).toBe('Please use no more than {max} characters.');
  });
});

describe('requiredText', () => {
  const schema = z.object({name: requiredText({max: 10})});

  it('asks for the field when it is missing, empty or only spaces', () => {
    expect(errorsOf(schema, {})).toEqual({name: [REQUIRED]});
    expect(errorsOf(schema, {name: ''})).toEqual({name: [REQUIRED]});
    expect(errorsOf(schema, {name: ' \t '})).toEqual({name: [REQUIRED]});
  });

  it('trims the text and then holds it to the limit', () => {
    expect(valueOf(schema, {name: '   Ada Lovel  '})).toEqual({name: 'Ada Lovel'});
    expect(errorsOf(schema, {name: 'Ada Lovelace'})).toEqual({name: ['Please use no more than 10 characters.']});
  });

  it('takes a field-specific required message', () => {
    const search = z.object({query: requiredText({max: 5, requiredMessage: 'Enter a term.'})});
    expect(errorsOf(search, {})).toEqual({query: ['Enter a term.']});
    expect(errorsOf(search, {query: ' '})).toEqual({query: ['Enter a term.']});
  });

  it('gives the browser required, maxlength and a pattern that refuses blank text', () => {
    const constraint = getZodConstraint(schema).name;
    expect(constraint).toMatchObject({required: true, maxLength: 10});
    // How browsers apply the attribute: anchored, with the `v` flag.
    const pattern = new RegExp(`^(?:${constraint?.pattern})$`, 'v');
    expect(pattern.test('   ')).toBe(false);
    expect(pattern.test(' Ada ')).toBe(true);
  });
});

describe('optionalText', () => {
  const schema = z.object({note: optionalText({max: 5})});

  it('treats blank text as left out', () => {
    expect(valueOf(schema, {})).toEqual({note: undefined});
    expect(valueOf(schema, {note: '   '})).toEqual({note: undefined});
    expect(valueOf(schema, {note: ' hi '})).toEqual({note: 'hi'});
  });

  it('still holds typed text to the limit', () => {
    expect(errorsOf(schema, {note: 'too long'})).toEqual({note: ['Please use no more than 5 characters.']});
    expect(getZodConstraint(schema).note).toMatchObject({required: false, maxLength: 5});
  });
});

describe('email', () => {
  const schema = z.object({email: email()});

  it('asks for an address, then for a valid one', () => {
    expect(errorsOf(schema, {email: ''})).toEqual({email: [REQUIRED]});
    expect(errorsOf(schema, {email: 'maria@'})).toEqual({email: [messages['input.email_error']]});
  });

  it('trims the address and refuses one longer than mail can carry', () => {
    expect(valueOf(schema, {email: ' maria@example.com '})).toEqual({email: 'maria@example.com'});
    expect(errorsOf(schema, {email: `${'m'.repeat(250)}@example.com`})).toEqual({
      email: ['Please use no more than 254 characters.'],
    });
  });
});

describe('passwords', () => {
  const schema = z
    .object({password: password(), passwordConfirmation: passwordConfirmation()})
    .superRefine(passwordsMatch('password', 'passwordConfirmation'));

  it('needs at least six characters, spaces included, and no more than Shopify takes', () => {
    expect(errorsOf(schema, {password: 'abc', passwordConfirmation: 'abc'})).toEqual({
      password: ['Please use at least 6 characters.'],
    });
    expect(valueOf(schema, {password: ' abcd ', passwordConfirmation: ' abcd '})).toEqual({
      password: ' abcd ',
      passwordConfirmation: ' abcd ',
    });
    const long = 'x'.repeat(41);
    expect(errorsOf(schema, {password: long, passwordConfirmation: long})).toEqual({
      password: ['Please use no more than 40 characters.'],
      passwordConfirmation: ['Please use no more than 40 characters.'],
    });
  });

  it('reports a confirmation that differs on the confirmation field', () => {
    expect(errorsOf(schema, {password: 'compost123', passwordConfirmation: 'compost124'})).toEqual({
      passwordConfirmation: [messages['input.password_mismatch_error']],
    });
    expect(errorsOf(schema, {password: 'compost123'})).toEqual({passwordConfirmation: [REQUIRED]});
  });

  it('lets a form make the confirmation optional and still checks it when given', () => {
    const profile = z
      .object({password: password(), passwordConfirmation: passwordConfirmation().optional()})
      .superRefine(passwordsMatch('password', 'passwordConfirmation'));
    expect(valueOf(profile, {password: 'compost123'})).toEqual({password: 'compost123'});
    expect(errorsOf(profile, {password: 'compost123', passwordConfirmation: 'other'})).toEqual({
      passwordConfirmation: [messages['input.password_mismatch_error']],
    });
  });

  it('signs in with any password that is present', () => {
    const login = z.object({password: currentPassword()});
    expect(errorsOf(login, {password: ''})).toEqual({password: [REQUIRED]});
    expect(valueOf(login, {password: 'abc'})).toEqual({password: 'abc'});
  });
});

describe('checkboxes', () => {
  const schema = z.object({subscribe: checkbox(), consent: requiredCheckbox()});

  it('reads a ticked box as true and a missing one as false', () => {
    expect(valueOf(schema, {subscribe: 'on', consent: 'on'})).toEqual({subscribe: true, consent: true});
    expect(errorsOf(schema, {subscribe: 'on'})).toEqual({consent: [REQUIRED]});
    expect(getZodConstraint(schema)).toMatchObject({subscribe: {required: false}, consent: {required: true}});
  });
});

describe('requiredSelect', () => {
  const schema = z.object({product: requiredSelect(['Cups', 'Lids'])});

  it('accepts one of the options and nothing else, the placeholder included', () => {
    expect(valueOf(schema, {product: 'Lids'})).toEqual({product: 'Lids'});
    expect(errorsOf(schema, {product: ''})).toEqual({product: [REQUIRED]});
    expect(errorsOf(schema, {product: 'Select an option...'})).toEqual({product: [REQUIRED]});
  });
});
