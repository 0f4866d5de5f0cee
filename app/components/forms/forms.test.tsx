import {getFormProps} from '@conform-to/react';
import {Form, useActionData} from '@remix-run/react';
import {redirect} from '@shopify/remix-oxygen';
import {beforeEach, describe, expect, it} from 'vitest';
import {z} from 'zod';
import {
  CheckboxField,
  ErrorList,
  Field,
  SelectField,
  SubmitButton,
  TextareaField,
  useValidatedForm,
} from '~/components/forms';
import {
  checkbox,
  email,
  optionalText,
  password,
  passwordConfirmation,
  passwordsMatch,
  requiredSelect,
  requiredText,
} from '~/lib/forms/fields';
import {messages} from '~/lib/forms/messages';
import {invalidForm, parseForm, submitFailed} from '~/lib/forms/submission.server';
import {renderRequest, renderWithRouter} from '../../../tests/render';

/*
 * A registration page written the way every store form is: this is the usage example. In the app
 * the schema, action and component sit in the route module; the test plays the server with
 * JavaScript off, which is the path every form must support.
 */

const INDUSTRIES = ['Café', 'Restaurant', 'Other'] as const;

const RegisterSchema = z
  .object({
    firstName: requiredText({max: 100}),
    email: email(),
    password: password(),
    passwordConfirmation: passwordConfirmation(),
    industry: requiredSelect(INDUSTRIES),
    note: optionalText({max: 500}),
    subscribe: checkbox(),
  })
  .superRefine(passwordsMatch('password', 'passwordConfirmation'));

/** Stands in for the customer account service. */
let accountService: 'up' | 'down' = 'up';

async function action({request}: {request: Request}) {
  const submission = await parseForm(request, RegisterSchema);
  if (submission.status !== 'success') return invalidForm(submission);
  if (accountService === 'down') return submitFailed(submission);
  return redirect('/account');
}

function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useValidatedForm(RegisterSchema, {
    id: 'register',
    lastResult: actionData?.result,
    defaultValue: {subscribe: true},
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorList id={form.errorId} errors={form.errors} alert />
      <Field meta={fields.firstName} label="First name" autoComplete="given-name" />
      <Field meta={fields.email} type="email" label="Email" autoComplete="email" />
      <Field meta={fields.password} type="password" label="Password" hint="At least 6 characters." />
      <Field meta={fields.passwordConfirmation} type="password" label="Confirm password" />
      <SelectField meta={fields.industry} label="Industry" options={INDUSTRIES} placeholder="Select an option..." />
      <TextareaField meta={fields.note} label="Anything we should know?" />
      <CheckboxField meta={fields.subscribe} label="Send me news and offers" />
      <SubmitButton>Create account</SubmitButton>
    </Form>
  );
}

const routes = [{path: '/account/register', action, element: <RegisterPage />}];

function register(fields: Record<string, string>) {
  return renderRequest(routes, '/account/register', {method: 'POST', body: new URLSearchParams(fields)});
}

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
  return new RegExp(`<[a-z]+ [^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

/** The text inside the element with this id. */
function textOf(html: string, id: string): string {
  const match = new RegExp(`\\bid="${id}"[^>]*>(.*?)</(ul|div|p)>`).exec(html);
  return match?.[1].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() ?? '';
}

const typed = {
  firstName: 'Maria',
  email: 'maria@example',
  password: 'compost123',
  passwordConfirmation: 'compost124',
  industry: 'Café',
  note: 'We run two cafés.',
};

beforeEach(() => {
  accountService = 'up';
});

describe('the form pattern, without JavaScript', () => {
  it('renders a fresh form with labels, browser constraints and no error wiring', async () => {
    const {status, html} = await renderRequest(routes, '/account/register');
    expect(status).toBe(200);
    expect(html).not.toContain('novalidate');
    expect(html).toContain('<label for="register-email" class="mb-1 block text-sm font-medium text-stone-800">Email</label>');
    expect(tagWithId(html, 'register-email')).toMatch(/type="email".*required=""|required="".*type="email"/);
    expect(tagWithId(html, 'register-firstName')).toContain('maxLength="100"');
    expect(tagWithId(html, 'register-password')).toContain('minLength="6"');
    expect(html).not.toMatch(/aria-invalid=|-error"/);
    expect(tagWithId(html, 'register-password')).toContain('aria-describedby="register-password-description"');
    expect(tagWithId(html, 'register-subscribe')).toContain('checked=""');
    expect(html).toContain('<option value="">Select an option...</option>');
  });

  it('answers a bad post with 400, each error tied to its field, and what was typed', async () => {
    const {status, html} = await register(typed);
    expect(status).toBe(400);

    const emailInput = tagWithId(html, 'register-email');
    expect(emailInput).toContain('aria-invalid="true"');
    expect(emailInput).toContain('aria-describedby="register-email-error"');
    expect(emailInput).toContain('value="maria@example"');
    expect(textOf(html, 'register-email-error')).toBe(messages['input.email_error']);

    const confirmation = tagWithId(html, 'register-passwordConfirmation');
    expect(confirmation).toContain('aria-describedby="register-passwordConfirmation-error"');
    expect(textOf(html, 'register-passwordConfirmation-error')).toBe(messages['input.password_mismatch_error']);

    expect(tagWithId(html, 'register-firstName')).toContain('value="Maria"');
    expect(tagWithId(html, 'register-firstName')).not.toContain('aria-invalid=');
    expect(html).toContain('>We run two cafés.</textarea>');
    expect(html).toContain('<option value="Café" selected="">Café</option>');
    // An unticked box is absent from the post; the page keeps it unticked rather than resetting it.
    expect(tagWithId(html, 'register-subscribe')).not.toContain('checked');
  });

  it('never sends a password back to the page', async () => {
    const {html} = await register(typed);
    expect(html).not.toContain('compost12');
    expect(tagWithId(html, 'register-password')).not.toContain('value=');
  });

  it('asks for every required field of an empty post, and for a real choice of industry', async () => {
    const {status, html} = await register({industry: ''});
    expect(status).toBe(400);
    for (const field of ['firstName', 'email', 'password', 'passwordConfirmation', 'industry']) {
      expect(textOf(html, `register-${field}-error`)).toBe(messages['input.required_error']);
    }
    expect(html).not.toContain('register-note-error');
  });

  it('keeps everything typed and says the form was not sent when the service behind it fails', async () => {
    accountService = 'down';
    const {status, html} = await register({...typed, email: 'maria@example.com', passwordConfirmation: 'compost123'});
    expect(status).toBe(502);
    expect(tagWithId(html, 'register')).toContain('aria-describedby="register-error"');
    expect(tagWithId(html, 'register-error')).toContain('role="alert"');
    expect(textOf(html, 'register-error')).toBe(messages['input.submit_error']);
    expect(tagWithId(html, 'register-email')).toContain('value="maria@example.com"');
    expect(html).not.toContain('compost123');
  });
});

describe('SubmitButton', () => {
  it('is an ordinary submit button while nothing is on its way', async () => {
    const html = await renderWithRouter(<SubmitButton>Send</SubmitButton>);
    expect(html).toMatch(/^<button type="submit" class="[^"]*">/);
    expect(html).not.toMatch(/disabled=|aria-busy=|animate-spin/);
  });

  it('while busy is disabled, says so and spins without losing its name', async () => {
    const html = await renderWithRouter(<SubmitButton busy>Send</SubmitButton>);
    expect(html).toMatch(/^<button type="submit" disabled="" aria-busy="true"/);
    expect(html).toContain('animate-spin');
    expect(html).toContain('>Send</span>');
  });
});

describe('ErrorList', () => {
  it('renders nothing without errors and each distinct error once', async () => {
    expect(await renderWithRouter(<ErrorList id="e" errors={[null, undefined]} />)).toBe('');
    expect(await renderWithRouter(<ErrorList id="e" errors={['Too short.', 'Too short.', 'Not a word.']} />)).toBe(
      '<ul id="e" class="text-sm text-red-700 "><li>Too short.</li><li>Not a word.</li></ul>',
    );
  });
});
