/**
 * `GET /seal/seal.js`, `/seal/seal.css` and `/seal/seal.svg`: the security-seal issuer's host. Like
 * the real vendors', the script finds the seal image on the page and shows a verification card
 * while the pointer rests on it; the stylesheet styles that card.
 */
import type {SandboxService} from '../service';

const ISSUER = 'TrustSeal Inc.';

const SCRIPT = `(function () {
  var seals = document.querySelectorAll('img[data-security-seal]');
  Array.prototype.forEach.call(seals, function (seal) {
    if (seal.dataset.sealReady) return;
    seal.dataset.sealReady = 'true';
    var card = document.createElement('div');
    card.className = 'trustseal-card';
    card.hidden = true;
    card.textContent = ${JSON.stringify(`Verified by ${ISSUER}: this site's connection is encrypted.`)};
    seal.insertAdjacentElement('afterend', card);
    seal.addEventListener('mouseenter', function () { card.hidden = false; });
    seal.addEventListener('mouseleave', function () { card.hidden = true; });
  });
})();
`;

const STYLESHEET = `.trustseal-card {
  position: absolute;
  z-index: 50;
  max-width: 16rem;
  margin-top: 0.25rem;
  padding: 0.5rem 0.75rem;
  border-radius: 0.375rem;
  background: #fff;
  color: #1c1917;
  font: 600 0.75rem/1.4 system-ui, sans-serif;
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.25);
}
.trustseal-card[hidden] { display: none; }
`;

const IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="56" viewBox="0 0 150 56" role="img" aria-label="Secured by TrustSeal">
  <rect x="1" y="1" width="148" height="54" rx="8" fill="#ffffff" stroke="#1d4ed8" stroke-width="2"/>
  <path d="M28 9 l15 6 v11 c0 10 -7 17 -15 21 c-8 -4 -15 -11 -15 -21 v-11 z" fill="#1d4ed8"/>
  <path d="M21 28 l5 5 l10 -11" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="52" y="25" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="#1d4ed8">SECURED</text>
  <text x="52" y="42" font-family="Arial, Helvetica, sans-serif" font-size="11" fill="#1c1917">by TrustSeal</text>
</svg>
`;

export function createSealService(): SandboxService {
  const asset = (body: string, type: string) => async () =>
    new Response(body, {
      headers: {'Content-Type': type, 'Cache-Control': 'public, max-age=3600'},
    });
  return {
    key: 'seal',
    name: 'Security seal',
    description: `The seal issuer's host (${ISSUER}): the seal's script, stylesheet and image.`,
    endpoints: ['/seal/seal.js', '/seal/seal.css', '/seal/seal.svg'],
    routes: [
      {method: 'GET', pattern: '/seal/seal.js', handler: asset(SCRIPT, 'text/javascript; charset=utf-8')},
      {method: 'GET', pattern: '/seal/seal.css', handler: asset(STYLESHEET, 'text/css; charset=utf-8')},
      {method: 'GET', pattern: '/seal/seal.svg', handler: asset(IMAGE, 'image/svg+xml')},
    ],
  };
}
