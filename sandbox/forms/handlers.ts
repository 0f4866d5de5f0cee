import type {SandboxDb} from '../db';
import {escapeHtml, html, json} from '../http/responses';
import type {RouteParams} from '../http/router';
import {listSubmissions, readFile, saveSubmission, type ReceivedFile} from './store';

/** Limits of the hosted form service's plan the store uses. */
export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Fields bots fill in and people never see; a filled one marks the submission as spam. */
const HONEYPOTS = ['_gotcha', '_botbait'];

const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `POST /forms/{formId}`: like the hosted form service, it takes urlencoded or multipart bodies,
 * keeps every submission and file, and answers JSON to `Accept: application/json`, otherwise
 * redirects to `_redirect` (or shows a thank-you page). Spam is accepted silently, as real services
 * do, so bots learn nothing.
 */
export function createSubmitHandler(db: SandboxDb) {
  return async (request: Request, params: RouteParams): Promise<Response> => {
    const formId = params.formId ?? '';
    const wantsJson = request.headers.get('Accept')?.includes('application/json') ?? false;
    const fail = (status: number, errors: string[]) =>
      wantsJson
        ? json({success: false, errors}, {status})
        : html(
            page(
              'Submission failed',
              `<ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>`,
            ),
            {status},
          );

    if (!FORM_ID.test(formId)) return fail(404, ['Form not found']);
    const contentType = request.headers.get('Content-Type') ?? '';
    if (
      !contentType.startsWith('application/x-www-form-urlencoded') &&
      !contentType.startsWith('multipart/form-data')
    ) {
      return fail(415, [
        'Send the form as application/x-www-form-urlencoded or multipart/form-data',
      ]);
    }

    let body: FormData;
    try {
      body = await request.formData();
    } catch {
      return fail(400, ['The form body could not be read']);
    }

    const fields: [string, string][] = [];
    const files: ReceivedFile[] = [];
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') fields.push([name, value]);
      else if (value.size > 0 || value.name) {
        files.push({
          field: name,
          filename: value.name,
          contentType: value.type || 'application/octet-stream',
          data: new Uint8Array(await value.arrayBuffer()),
        });
      }
    }

    const errors = [
      ...(fields.length === 0 && files.length === 0 ? ['The submission is empty'] : []),
      ...(files.length > MAX_FILES ? [`At most ${MAX_FILES} files can be attached`] : []),
      ...files
        .filter((file) => file.data.byteLength > MAX_FILE_BYTES)
        .map((file) => `${file.filename} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`),
    ];
    if (errors.length > 0)
      return fail(files.length > MAX_FILES || errors.length > 1 ? 413 : 422, errors);

    const spam = fields.some(([name, value]) => HONEYPOTS.includes(name) && value.trim() !== '');
    saveSubmission(db, {formId, contentType: contentType.split(';')[0], fields, spam}, files);

    if (wantsJson) return json({success: true});
    const redirect = safeRedirect(fields.find(([name]) => name === '_redirect')?.[1]);
    if (redirect) return new Response(null, {status: 303, headers: {Location: redirect}});
    return html(page('Thank you', '<p>Your submission has been received.</p>'));
  };
}

/** `GET /inbox` and `/inbox.json`: every submission, newest first, with links to its files. */
export function createInboxHandler(db: SandboxDb, format: 'html' | 'json') {
  return async (request: Request): Promise<Response> => {
    const formId = new URL(request.url).searchParams.get('form') ?? undefined;
    const submissions = listSubmissions(db, formId).map((submission) => ({
      ...submission,
      files: submission.files.map((file) => ({...file, url: `/inbox/files/${file.id}`})),
    }));
    if (format === 'json') return json(submissions);

    const items = submissions.map(
      (submission) => `<article>
        <h2>Form <code>${escapeHtml(submission.formId)}</code>, #${submission.id}${
        submission.spam ? ' (spam)' : ''
      }</h2>
        <p><time datetime="${submission.receivedAt}">${escapeHtml(submission.receivedAt)}</time></p>
        <dl>${submission.fields
          .map(
            ([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value) || '—'}</dd>`,
          )
          .join('')}</dl>
        ${
          submission.files.length
            ? `<ul>${submission.files
                .map(
                  (file) =>
                    `<li><a href="${file.url}">${escapeHtml(file.filename)}</a> (${escapeHtml(
                      file.contentType,
                    )}, ${file.size} bytes, field ${escapeHtml(file.field)})</li>`,
                )
                .join('')}</ul>`
            : ''
        }
      </article>`,
    );
    return html(
      page(
        'Inbox',
        items.length ? items.join('') : '<p>No submissions yet.</p>',
        '<p><a href="/">Sandbox dashboard</a></p>',
      ),
    );
  };
}

export function createFileHandler(db: SandboxDb) {
  return async (_request: Request, params: RouteParams): Promise<Response> => {
    const file = /^\d+$/.test(params.id ?? '') ? readFile(db, Number(params.id)) : null;
    if (!file) return json({error: 'Not found'}, {status: 404});
    return new Response(new Uint8Array(file.data), {
      headers: {
        'Content-Type': file.contentType,
        // Uploaded files are shown as downloads, never rendered as pages on the sandbox origin.
        'Content-Disposition': `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}

/** Only absolute http(s) URLs; anything else gets the thank-you page instead. */
function safeRedirect(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function page(title: string, body: string, footer = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    title,
  )} · Sandbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:56rem;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}dt{font-weight:600}dd{margin:0 0 .5rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}${footer}</main></body>
</html>`;
}
