import {describe, expect, test} from 'vitest';
import {ORIGIN, readJson, setupTestSandbox} from '../testing';
import {sendMail} from './store';

const sandbox = setupTestSandbox();

function get(path: string) {
  return sandbox().handle(new Request(`${ORIGIN}${path}`));
}

describe('Mail outbox', () => {
  test('sent mail is listed newest first as JSON, with the links found in it', async () => {
    const {db} = sandbox();
    sendMail(db, {
      to: 'first@example.com',
      subject: 'First',
      text: 'Visit http://localhost:3000/account/reset/1/abc-123.',
      kind: 'password_reset',
    });
    sendMail(db, {
      to: 'second@example.com',
      subject: 'Second',
      text: 'Your order',
      html: '<a href="http://localhost:3000/account/orders/1001?a=1&amp;b=2">Order</a>',
      kind: 'order_confirmation',
    });

    const response = await get('/outbox.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    const mails = await readJson(response);
    const ours = mails.filter((mail: {to: string}) =>
      ['first@example.com', 'second@example.com'].includes(mail.to),
    );
    expect(ours.map((mail: {subject: string}) => mail.subject)).toEqual(['Second', 'First']);
    expect(ours[0]).toEqual({
      id: expect.any(Number),
      to: 'second@example.com',
      subject: 'Second',
      text: 'Your order',
      html: expect.stringContaining('<a href='),
      kind: 'order_confirmation',
      links: ['http://localhost:3000/account/orders/1001?a=1&b=2'],
      sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(ours[1].links).toEqual(['http://localhost:3000/account/reset/1/abc-123']);
  });

  test('?to= keeps only mail to that address, ignoring case', async () => {
    const {db} = sandbox();
    sendMail(db, {to: 'Chef@Example.com', subject: 'Hello', text: 'Hi', kind: 'password_reset'});
    sendMail(db, {to: 'other@example.com', subject: 'Other', text: 'Hi', kind: 'password_reset'});
    const mails = await readJson(await get('/outbox.json?to=chef%40example.com'));
    expect(mails.map((mail: {subject: string}) => mail.subject)).toEqual(['Hello']);
  });

  test('the outbox page shows each email with its links clickable', async () => {
    const {db} = sandbox();
    sendMail(db, {
      to: 'reader@example.com',
      subject: 'Reset <your> password',
      text: 'Reset it at http://localhost:3000/account/reset/7/tok-1.',
      kind: 'password_reset',
    });
    const response = await get('/outbox?to=reader@example.com');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Reset &lt;your&gt; password');
    expect(page).toContain(
      '<a href="http://localhost:3000/account/reset/7/tok-1">http://localhost:3000/account/reset/7/tok-1</a>',
    );
    expect(page).not.toContain('Other');
  });
});
