import {escapeHtml, html} from '../http/responses';
import {describeFaults, type FaultState} from '../faults';
import type {SandboxService} from '../service';

/** `GET /`: what runs here, where, how much data each service holds, and any faults in force. */
export function createDashboardHandler(services: SandboxService[], faults: FaultState) {
  return async (request: Request): Promise<Response> => {
    const origin = new URL(request.url).origin;
    const activeFaults = describeFaults(faults.current());
    const rows = services.map((service) => {
      const endpoints = service.endpoints
        .map((endpoint) => `<li><code>${escapeHtml(origin + endpoint)}</code></li>`)
        .join('');
      const counts = Object.entries(service.counts?.() ?? {})
        .map(([label, count]) => `${count} ${escapeHtml(label)}`)
        .join(', ');
      return `<tr>
          <th scope="row">${escapeHtml(service.name)} <small>(<code>${escapeHtml(
        service.key,
      )}</code>)</small></th>
          <td>${escapeHtml(service.description)}</td>
          <td><ul>${endpoints}</ul></td>
          <td>${counts || '—'}</td>
        </tr>`;
    });

    return html(`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sandbox · Green Packaging Co.</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 64rem; padding: 0 1rem; color: #1a2e1a; }
    table { border-collapse: collapse; width: 100%; }
    th, td { border-bottom: 1px solid #cfd8cf; padding: .5rem; text-align: left; vertical-align: top; }
    ul { margin: 0; padding-left: 1rem; }
    code { font-size: .875rem; }
  </style>
</head>
<body>
  <main>
    <h1>Sandbox</h1>
    <p>Local stand-ins for the services the storefront uses. Reset the data with <code>npm run sandbox:reset</code>.</p>
    <nav aria-label="Mail and submissions"><ul>
      <li><a href="/outbox">Outbox</a>: every email the platform would have sent</li>
      <li><a href="/inbox">Inbox</a>: every form submission, with its files</li>
    </ul></nav>
    <p>Faults (<code>SANDBOX_FAULTS</code>, by service key): ${
      activeFaults ? `<code>${escapeHtml(activeFaults)}</code>` : 'none'
    }</p>
    <table>
      <caption>Services</caption>
      <thead><tr><th scope="col">Service</th><th scope="col">What it does</th><th scope="col">Endpoints</th><th scope="col">Data</th></tr></thead>
      <tbody>${rows.join('')}</tbody>
    </table>
  </main>
</body>
</html>`);
  };
}
