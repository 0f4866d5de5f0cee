import type {APIRequestContext, Page} from '@playwright/test';
import {SANDBOX_PORT} from '../../playwright.config';
import {expect} from './fixtures';

/** Seeded customers (sandbox/README.md). */
export const DEVON = {email: 'devon@example.com', password: 'taproom88', name: 'Devon'};
export const MARIA = {email: 'maria@example.com', password: 'compost123', name: 'Maria'};
export const JAMES = {email: 'james@example.com', password: 'foodtruck1', name: 'James'};

/**
 * The seeded invited customers, one per browser project: an activation link works once, and the
 * projects share one sandbox.
 */
const INVITED_BY_PROJECT: Record<string, string> = {
  desktop: 'alex@example.com',
  mobile: 'noor@example.com',
  'no-javascript': 'theo@example.ca',
};

/** The email of the invited customer that the project named `project` may activate. */
export function invitedCustomerFor(project: string): string {
  const email = INVITED_BY_PROJECT[project];
  if (!email) throw new Error(`No seeded invited customer is set aside for the ${project} project`);
  return email;
}

const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;

/** Signs in through the form, starting from `path` (an account page, or the sign-in page itself). */
export async function signIn(page: Page, who: {email: string; password: string}, path = '/account/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', {exact: true}).fill(who.password);
  await page.getByRole('button', {name: 'Sign in'}).click();
}

/** The path of the newest link in the sandbox outbox's mail to `to` that contains `part`. */
export async function linkFromOutbox(request: APIRequestContext, to: string, part: string): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    const mails = (await (await request.get(`${SANDBOX}/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
      text: string;
    }[];
    found = mails
      .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
      .find((url) => url.includes(part));
    expect(found).toBeTruthy();
  }).toPass({timeout: 10_000});
  return new URL(found as string).pathname;
}

export const sandboxUrl = SANDBOX;

/** What the sandbox's email-marketing service recorded for `email`, if anything. */
export async function marketingSignup(request: APIRequestContext, email: string) {
  const {subscriptions} = (await (await request.get(`${SANDBOX}/klaviyo/received.json`)).json()) as {
    subscriptions: {email: string; listId: string; fields: Record<string, string>}[];
  };
  return subscriptions.find((each) => each.email === email);
}

/** An address no seeded or earlier-made customer has. */
export function newEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A brand-new customer, registered through the store's own form endpoint with the page's cookies, so
 * the page is signed in as them. Tests that change an account use one of these, never a seeded one.
 */
export async function registerNewCustomer(page: Page, ip: string, firstName = 'Alex') {
  const email = newEmail(firstName.toLowerCase());
  const response = await page.request.post('/account/register', {
    headers: {'oxygen-buyer-ip': ip},
    form: {
      firstName,
      lastName: 'Tester',
      email,
      password: 'secret12',
      passwordConfirmation: 'secret12',
      _botbait: '',
    },
  });
  expect(response.ok()).toBe(true);
  return {email, password: 'secret12', name: `${firstName} Tester`};
}
