import {describe, expect, it} from 'vitest';
import {keepStoryFormThroughOutage} from '~/lib/forms/story-forms.server';
import {isStoryFormActionData} from '~/lib/forms/story-forms';
import {renderRequest} from '../../../tests/render';
import {useActionData} from '@remix-run/react';
import {UnsentStoryForm} from './UnsentStoryForm';

/** A page whose story cannot be read: its action keeps the post, its loader fails, as `$.tsx` does. */
function Unsent() {
  const posted = useActionData();
  return isStoryFormActionData(posted) && posted.kind ? <UnsentStoryForm kind={posted.kind} uid={posted.form} /> : null;
}

const post = (fields: Record<string, string>) =>
  renderRequest(
    [
      {
        id: 'page',
        path: '*',
        action: ({request}) => keepStoryFormThroughOutage(request),
        loader: () => {
          throw new Response(null, {status: 503});
        },
        element: null,
        errorElement: <Unsent />,
      },
    ],
    '/contact',
    {method: 'POST', headers: {'Content-Type': 'application/x-www-form-urlencoded'}, body: new URLSearchParams(fields)},
  );

describe('A request form posted while its page’s content is down', () => {
  it('comes back as the contact form with every typed value and the submit error', async () => {
    const {status, html} = await post({_form: 'contact', _block: 'a1b2c3d4', name: 'Sam Lee', email: 'sam@example', comments: 'Twelve cases'});
    expect(status).toBe(503);
    expect(html).toContain('Sorry, we could not send this form. Please try again in a moment.');
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Sam Lee"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="sam@example"/);
    expect(html).toMatch(/<textarea[^>]*name="comments"[^>]*>Twelve cases<\/textarea>/);
    expect(html).toContain('name="_block" value="a1b2c3d4"');
  });

  it('shows a form built from its block what was typed, to copy, and nothing it did not type', async () => {
    const {html} = await post({_form: 'print-order', _block: 'e5f6a7b8', _botbait: '', company: 'Leaf Café', quantity: '5000'});
    expect(html).toContain('Your form was not sent');
    expect(html).toMatch(/<dt[^>]*>company<\/dt><dd[^>]*>Leaf Café<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>quantity<\/dt><dd[^>]*>5000<\/dd>/);
    expect(html).not.toContain('print-order</dd>');
    expect(html).not.toContain('botbait');
  });

  it('names no form for a post that names no known kind or a malformed block', async () => {
    for (const fields of [{_form: 'upload-anything', _block: 'a1b2c3d4'}, {_form: 'contact', _block: '"><script>'}]) {
      const {html} = await post({...fields, name: 'Sam'});
      expect(html).not.toContain('Sam');
    }
  });
});
