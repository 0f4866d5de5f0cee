/**
 * `GET /outbox` (a page people read) and `GET /outbox.json` (what tests read): the mail the sandbox
 * sent, newest first, optionally only mail to one address (`?to=`).
 */
import {escapeHtml, html, json} from '../http/responses';
import type {SandboxService, ServiceContext} from '../service';
import {countMail, listMail, URL_PATTERN, type SentMail} from './store';

export {sendMail, listMail, type OutgoingMail, type SentMail, type MailKind} from './store';

export function createOutboxService({db}: ServiceContext): SandboxService {
  return {
    key: 'outbox',
    name: 'Mail outbox',
    description:
      'Every email the platform would send: activation, password reset, order confirmation.',
    endpoints: ['/outbox', '/outbox.json'],
    routes: [
      {
        method: 'GET',
        pattern: '/outbox.json',
        handler: async (request) => json(listMail(db, {to: recipientFilter(request)})),
      },
      {
        method: 'GET',
        pattern: '/outbox',
        handler: async (request) => {
          const to = recipientFilter(request);
          return html(renderOutbox(listMail(db, {to}), to));
        },
      },
    ],
    counts: () => ({emails: countMail(db)}),
  };
}

function recipientFilter(request: Request): string | null {
  return new URL(request.url).searchParams.get('to')?.trim() || null;
}

function renderOutbox(mails: SentMail[], to: string | null): string {
  const heading = to ? `Outbox: mail to ${escapeHtml(to)}` : 'Outbox';
  const items = mails.map(
    (mail) => `<li>
      <article aria-labelledby="mail-${mail.id}">
        <h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
        <dl>
          <dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
          <dt>Sent</dt><dd><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(
      mail.sentAt,
    )}</time></dd>
          <dt>Kind</dt><dd><code>${escapeHtml(mail.kind)}</code></dd>
        </dl>
        <pre>${linkify(mail.text)}</pre>
      </article>
    </li>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${heading} · Sandbox</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1a2e1a; }
    ol { list-style: none; padding: 0; }
    article { border-bottom: 1px solid #cfd8cf; padding: 1rem 0; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; }
    dd { margin: 0; }
    pre { white-space: pre-wrap; font: inherit; }
  </style>
</head>
<body>
  <main>
    <p><a href="/">Sandbox dashboard</a></p>
    <h1>${heading}</h1>
    <form method="get" action="/outbox">
      <label for="to">Recipient</label>
      <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}">
      <button type="submit">Filter</button>
    </form>
    ${mails.length ? `<ol reversed>${items.join('')}</ol>` : '<p>No mail has been sent.</p>'}
  </main>
</body>
</html>`;
}

/** Escapes a plain-text body and turns its URLs into links. */
function linkify(text: string): string {
  return text
    .split(new RegExp(`(${URL_PATTERN.source})`, 'g'))
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}
