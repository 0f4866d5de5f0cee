/**
 * Shopify's hosted sign-in for new customer accounts, as plain HTML forms (no script): the email,
 * then the six-digit code mailed to it (in the sandbox's outbox).
 */
import {escapeHtml, html} from '../http/responses';
import {SHOP_NAME} from '../outbox/shop';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f4;margin:0;padding:0 1rem;color:#1a1a1a}
main{max-width:26rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:.75rem}
h1{font-size:1.4rem;margin:0 0 .25rem}p{margin:.5rem 0 1.25rem}label{display:block;font-weight:600;margin-bottom:.35rem}
input{box-sizing:border-box;width:100%;padding:.7rem;font-size:1rem;border:1px solid #8a8a8a;border-radius:.4rem}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;background:#1f5132;color:#fff;border:0;border-radius:.4rem}
.error{color:#b3261e;font-weight:600}a{color:#1f5132}`;

function page(title: string, body: string, status = 200): Response {
  return html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(SHOP_NAME)}</title>
<style>${STYLE}</style></head><body><main><p>${escapeHtml(SHOP_NAME)}</p>${body}</main></body></html>`,
    {status, headers: {'Cache-Control': 'no-store'}},
  );
}

function errorLine(error: string | null): string {
  return error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
}

export function emailPage({action, email = '', error = null}: {action: string; email?: string; error?: string | null}) {
  return page(
    'Sign in',
    `<h1>Sign in</h1><p>Enter your email and we'll send you a code.</p>${errorLine(error)}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${error ? ' aria-describedby="form-error"' : ''}>
<button type="submit">Continue</button></form>`,
    error ? 400 : 200,
  );
}

export function codePage({action, email, error = null}: {action: string; email: string; error?: string | null}) {
  return page(
    'Enter code',
    `<h1>Enter code</h1><p>Sent to ${escapeHtml(email)}</p>${errorLine(error)}
<form method="post" action="${escapeHtml(action)}">
<label for="code">6-digit code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required${error ? ' aria-describedby="form-error"' : ''}>
<button type="submit">Submit</button></form>
<p><a href="${escapeHtml(action)}">Sign in with a different email</a></p>`,
    error ? 400 : 200,
  );
}

/** An authorize request that cannot be sent back to its client: shown here, as Shopify does. */
export function errorPage(message: string, status = 400) {
  return page('Sign-in error', `<h1>Something went wrong</h1><p class="error" role="alert">${escapeHtml(message)}</p>`, status);
}

export function signedOutPage() {
  return page('Signed out', '<h1>You have been signed out</h1>');
}
