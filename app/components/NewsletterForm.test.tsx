import {describe, expect, it} from 'vitest';
import {NewsletterForm} from '~/components/NewsletterForm';
import {messages} from '~/lib/forms/messages';
import {NewsletterSchema} from '~/lib/forms/schemas/newsletter';
import {parseFormData} from '~/lib/forms/submission.server';
import type {NewsletterAnswer} from '~/lib/forms/newsletter';
import {renderRoutes} from '../../tests/render';

/*
 * The signup as the server renders it: a fresh form, and the page a visitor without JavaScript gets
 * back after posting it (the answer rides in the root's data, as `takeNewsletterAnswer` hands it on).
 */

function render(path: string, newsletter: NewsletterAnswer | null = null) {
  const element = (
    <NewsletterForm placement="footer" title="Join our list" submitText="Sign up" successText="Thanks for joining!" tone="dark" />
  );
  return renderRoutes([{id: 'root', path: '*', loader: () => ({newsletter}), element}], path);
}

function refused(email: string): NewsletterAnswer {
  const formData = new FormData();
  formData.set('email', email);
  return {placement: 'footer', result: parseFormData(formData, NewsletterSchema).reply()};
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

describe('NewsletterForm', () => {
  it('posts to the newsletter action with its placement, its page and the browser’s own checks', async () => {
    const html = await render('/about?tab=2');
    const form = tagWithId(html, 'newsletter-footer-form');
    expect(form).toMatch(/^<form method="post" action="\/api\/newsletter"/);
    expect(form).not.toContain('novalidate');
    expect(html).toContain('<input type="hidden" name="placement" value="footer"/>');
    expect(html).toContain('<input type="hidden" name="return_to" value="/about?tab=2"/>');
    const email = tagWithId(html, 'newsletter-footer-form-email');
    for (const attribute of ['type="email"', 'name="email"', 'required=""', 'maxLength="254"']) {
      expect(email).toContain(attribute);
    }
    expect(email).not.toContain('aria-invalid=');
    expect(html).toContain('<label for="newsletter-footer-form-email" class="sr-only">Email address</label>');
  });

  it('posts to the Canadian store’s action from Canadian pages', async () => {
    expect(tagWithId(await render('/en-ca/about'), 'newsletter-footer-form')).toContain('action="/en-ca/api/newsletter"');
  });

  it('comes back with the address typed and why it was refused, tied to the field', async () => {
    const html = await render('/about', refused('a@b'));
    const email = tagWithId(html, 'newsletter-footer-form-email');
    expect(email).toContain('value="a@b"');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="newsletter-footer-form-email-error"');
    expect(textOf(html, 'newsletter-footer-form-email-error')).toBe(messages['input.email_error']);
  });

  it('asks for an address when none was given', async () => {
    const html = await render('/about', refused(''));
    expect(textOf(html, 'newsletter-footer-form-email-error')).toBe(messages['input.required_error']);
  });

  it('says the signup was not sent, above the form, when the email service failed', async () => {
    const formData = new FormData();
    formData.set('email', 'cafe@example.com');
    const result = parseFormData(formData, NewsletterSchema).reply({formErrors: [messages['input.submit_error']]});
    const html = await render('/about', {placement: 'footer', result});
    expect(tagWithId(html, 'newsletter-footer-form-error')).toContain('role="alert"');
    expect(textOf(html, 'newsletter-footer-form-error')).toBe(messages['input.submit_error']);
    expect(tagWithId(html, 'newsletter-footer-form-email')).toContain('value="cafe@example.com"');
  });

  it('thanks the visitor in place of the form after a signup', async () => {
    const html = await render('/about', {placement: 'footer', succeeded: true});
    expect(html).toContain('<p role="status" class="font-medium text-emerald-100">Thanks for joining!</p>');
    expect(html).not.toContain('<form');
  });

  it('leaves the answer to another placement’s form alone', async () => {
    const html = await render('/blog', {...refused('a@b'), placement: 'blog'});
    expect(html).not.toContain('aria-invalid=');
    expect(html).not.toContain('value="a@b"');
  });
});
