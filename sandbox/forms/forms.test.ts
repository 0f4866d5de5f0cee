import {describe, expect, it} from 'vitest';
import {readJson, setupServedSandbox} from '../testing';
import {MAX_FILES} from './handlers';

const {url} = setupServedSandbox();

function post(formId: string, body: BodyInit, accept = 'application/json') {
  return fetch(`${url()}/forms/${formId}`, {
    method: 'POST',
    headers: {Accept: accept},
    body,
    redirect: 'manual',
  });
}

async function inbox(formId: string) {
  return readJson(await fetch(`${url()}/inbox.json?form=${formId}`));
}

describe('the form service', () => {
  it('keeps a multipart submission with two files and lists it in the inbox with both', async () => {
    const body = new FormData();
    body.set('first_name', 'Ana');
    body.set('email', 'ana@example.com');
    body.set('_botbait', '');
    body.append('asset_0', new Blob(['%PDF-1.4 quote'], {type: 'application/pdf'}), 'quote.pdf');
    body.append(
      'asset_1',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], {type: 'image/png'}),
      'logo.png',
    );

    const response = await post('product-photos', body);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({success: true});

    const [submission] = await inbox('product-photos');
    expect(submission).toMatchObject({
      formId: 'product-photos',
      contentType: 'multipart/form-data',
      spam: false,
      fields: [
        ['first_name', 'Ana'],
        ['email', 'ana@example.com'],
        ['_botbait', ''],
      ],
    });
    expect(submission.files.map((file: {filename: string}) => file.filename)).toEqual([
      'quote.pdf',
      'logo.png',
    ]);

    const download = await fetch(`${url()}${submission.files[1].url}`);
    expect(download.headers.get('Content-Type')).toBe('image/png');
    expect(download.headers.get('Content-Disposition')).toBe('attachment; filename="logo.png"');
    expect([...new Uint8Array(await download.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    const page = await (await fetch(`${url()}/inbox`)).text();
    expect(page).toContain('quote.pdf');
    expect(page).toContain('ana@example.com');
  });

  it('takes urlencoded bodies, as the contact form sends them', async () => {
    const response = await post(
      'contact',
      new URLSearchParams({name: 'Sam', email: 'sam@example.com', phone: '5035550100'}),
    );
    expect(await readJson(response)).toEqual({success: true});
    expect((await inbox('contact'))[0]).toMatchObject({
      contentType: 'application/x-www-form-urlencoded',
      fields: [
        ['name', 'Sam'],
        ['email', 'sam@example.com'],
        ['phone', '5035550100'],
      ],
    });
  });

  it('answers success to a bot that fills the honeypot, and marks the submission as spam', async () => {
    const response = await post(
      'print-order',
      new URLSearchParams({email: 'x@spam.test', _botbait: 'buy now'}),
    );
    expect(await readJson(response)).toEqual({success: true});
    expect((await inbox('print-order'))[0].spam).toBe(true);
  });

  it('refuses an empty submission and too many files with success false and the reasons', async () => {
    const empty = await post('contact', new URLSearchParams());
    expect(empty.status).toBe(422);
    expect(await readJson(empty)).toEqual({success: false, errors: ['The submission is empty']});

    const many = new FormData();
    for (let index = 0; index <= MAX_FILES; index += 1) {
      many.append(`asset_${index}`, new Blob(['x'], {type: 'text/plain'}), `file-${index}.txt`);
    }
    const tooMany = await post('product-photos', many);
    expect(tooMany.status).toBe(413);
    expect(await readJson(tooMany)).toEqual({
      success: false,
      errors: [`At most ${MAX_FILES} files can be attached`],
    });
  });

  it('refuses bodies that are not form encoded', async () => {
    const response = await fetch(`${url()}/forms/contact`, {
      method: 'POST',
      headers: {Accept: 'application/json', 'Content-Type': 'application/json'},
      body: JSON.stringify({email: 'a@b.c'}),
    });
    expect(response.status).toBe(415);
    expect((await readJson(response)).success).toBe(false);
  });

  it('redirects a browser post to _redirect, but only to an http(s) address', async () => {
    const followed = await post(
      'contact',
      new URLSearchParams({email: 'a@example.com', _redirect: 'http://localhost:3000/thanks'}),
      'text/html',
    );
    expect(followed.status).toBe(303);
    expect(followed.headers.get('Location')).toBe('http://localhost:3000/thanks');

    const refused = await post(
      'contact',
      new URLSearchParams({email: 'a@example.com', _redirect: 'javascript:alert(1)'}),
      'text/html',
    );
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('Your submission has been received.');
  });
});
