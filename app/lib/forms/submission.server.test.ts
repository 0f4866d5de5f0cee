import {parseWithZod} from '@conform-to/zod';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {currentPassword, email, requiredText} from './fields';
import {messages} from './messages';
import {invalidForm, parseForm, parseFormData, submitFailed} from './submission.server';

const SignIn = z.object({email: email(), password: currentPassword()});

function post(body: BodyInit, headers: HeadersInit = {}) {
  return new Request('https://shop.example/account/login', {method: 'POST', body, headers});
}

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

describe('parseForm', () => {
  it('reads a posted form with the schema the page validates with', async () => {
    const submission = await parseForm(post(form({email: ' maria@example.com ', password: 'compost123'})), SignIn);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      email: 'maria@example.com',
      password: 'compost123',
    });
  });

  it('takes FormData that an action has already read', async () => {
    const formData = new FormData();
    formData.append('email', 'maria@');
    const submission = await parseForm(formData, SignIn);
    expect(submission.status).toBe('error');
  });

  it('reads a body it cannot parse as an empty form instead of failing', async () => {
    const garbled = post('--nope\r\nContent-Disposition: form-data', {
      'Content-Type': 'multipart/form-data; boundary=missing',
    });
    const response = invalidForm(await parseForm(garbled, SignIn));
    expect(response.init?.status).toBe(400);
    expect(response.data.result.error).toEqual({
      email: [messages['input.required_error']],
      password: [messages['input.required_error']],
    });
  });

  it('ignores a conform intent or state it cannot read', async () => {
    const body = form({email: 'maria@example.com', password: 'compost123', __intent__: '{not json', __state__: '['});
    const submission = await parseForm(post(body), SignIn);
    expect(submission.status).toBe('success');
  });

  it('drops list fields with absurd indexes, so a tiny request cannot make a huge answer', async () => {
    const body = form({email: 'maria@', 'tags[99999999]': 'x', 'tags[2]': 'kept'});
    const response = invalidForm(await parseForm(post(body), SignIn));
    expect(response.data.result.initialValue).toEqual({email: 'maria@', tags: [undefined, undefined, 'kept']});
    expect(JSON.stringify(response.data).length).toBeLessThan(500);
  });
});

describe('parseFormData', () => {
  const read = (fields: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.append(name, value);
    return formData;
  };

  it('ignores a conform intent it cannot read, where conform itself would throw', () => {
    const formData = read({email: 'maria@example.com', password: 'compost123', __intent__: '{not json'});
    expect(() => parseWithZod(formData, {schema: SignIn})).toThrow(SyntaxError);
    expect(parseFormData(formData, SignIn).status).toBe('success');
  });

  it('drops list fields with absurd indexes before conform builds the list', () => {
    const submission = parseFormData(read({email: 'maria@', 'tags[99999999]': 'x'}), SignIn);
    expect(submission.payload).toEqual({email: 'maria@'});
  });
});

describe('invalidForm', () => {
  it('answers 400 with each field error and what the person typed, never the password', async () => {
    const submission = await parseForm(post(form({email: 'maria@', password: 'compost123'})), SignIn);
    const response = invalidForm(submission);
    expect(response.init?.status).toBe(400);
    expect(response.data.result).toMatchObject({
      status: 'error',
      error: {email: [messages['input.email_error']]},
      initialValue: {email: 'maria@'},
    });
    expect(JSON.stringify(response.data)).not.toContain('compost123');
  });

  it('leaves out every password-like field, nested ones included', async () => {
    const schema = z.object({name: requiredText({max: 20})});
    const body = form({
      name: '',
      newPassword: 'secret-1',
      'customer.password': 'secret-2',
      'customer.passwordConfirmation': 'secret-3',
      'customer.firstName': 'Maria',
    });
    const response = invalidForm(await parseForm(post(body), schema));
    expect(response.data.result.initialValue).toEqual({customer: {firstName: 'Maria'}});
    expect(JSON.stringify(response.data)).not.toMatch(/secret-/);
  });

  it('answers a conform intent (such as validating one field) with 200: nothing failed', async () => {
    const body = form({email: 'maria@', __intent__: JSON.stringify({type: 'validate', payload: {name: 'email'}})});
    const response = invalidForm(await parseForm(post(body), SignIn));
    expect(response.init?.status).toBe(200);
  });
});

describe('submitFailed', () => {
  it('answers 502 with the translated submit error above the form and the values kept', async () => {
    const submission = await parseForm(post(form({email: 'maria@example.com', password: 'compost123'})), SignIn);
    const response = submitFailed(submission);
    expect(response.init?.status).toBe(502);
    expect(response.data.result).toMatchObject({
      status: 'error',
      error: {'': [messages['input.submit_error']]},
      initialValue: {email: 'maria@example.com'},
    });
    expect(JSON.stringify(response.data)).not.toContain('compost123');
  });
});
