import type {ErrorMessage} from '~/lib/http/error-messages';
import {pageTitle, SITE_NAME} from '~/lib/content/site';
import appStyles from '~/styles/app.css?url';

/**
 * A whole error page without the app: for what the server answers before Remix runs (a refused
 * cross-site form) or when Remix itself failed. It carries the store's styles, never the error.
 */
export function plainErrorPage({status, label, heading, text}: ErrorMessage): Response {
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(pageTitle(heading))}</title>
<link rel="stylesheet" href="${escapeHtml(appStyles)}">
</head>
<body class="min-h-screen bg-white font-sans antialiased">
<header class="border-b border-stone-200 px-4 py-5 text-center">
<a href="/" class="text-xl font-bold text-emerald-900">${escapeHtml(SITE_NAME)}</a>
</header>
<main class="mx-auto max-w-3xl px-4 py-20 text-center">
<p class="text-sm font-semibold uppercase tracking-wide text-emerald-800">${escapeHtml(label)}</p>
<h1 class="mt-2 text-3xl font-bold text-stone-900">${escapeHtml(heading)}</h1>
<p class="mt-4 text-stone-700">${escapeHtml(text)}</p>
<a href="/" class="mt-8 inline-block rounded-md bg-emerald-800 px-5 py-3 font-semibold text-white hover:bg-emerald-900">Back to the home page</a>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
