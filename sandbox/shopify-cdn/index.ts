/**
 * The scripts Hydrogen's analytics loads from Shopify's CDN (`cdn.shopify.com`) on the pages that
 * report a view: the Customer Privacy API, then Shopify's performance kit once consent is known.
 * Hydrogen names those addresses itself, so the store cannot point them here; a browser that maps
 * the CDN's host to the sandbox (the bench's Lighthouse audits) gets these stand-ins instead of
 * failed requests. They are a few hundred bytes; Shopify's own are larger.
 *
 * The privacy API keeps its documented interface (`window.Shopify.customerPrivacy`) for a visitor
 * in a region that asks before tracking and who has not chosen yet: nothing is allowed but the sale
 * of data, no banner is due, and a choice made with `setTrackingConsent` is announced with the
 * `visitorConsentCollected` event and kept in the `_tracking_consent` cookie for the visitor's later
 * pages, as Shopify's script does (its cookie's contents are Shopify's own; this one's are simpler). The
 * performance kit (`window.PerfKit`) takes the page's navigations and types, and measures nothing.
 */
import type {SandboxService} from '../service';

export const CONSENT_SCRIPT_PATH = '/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js';
export const PERF_KIT_PATH = '/shopifycloud/perf-kit/shopify-perf-kit-spa.min.js';

const CONSENT_SCRIPT = `(function () {
  var shopify = (window.Shopify = window.Shopify || {});
  if (shopify.customerPrivacy) return;
  var COOKIE = '_tracking_consent';
  var choices = {};
  document.cookie.split('; ').forEach(function (entry) {
    if (entry.indexOf(COOKIE + '=') !== 0) return;
    try { choices = JSON.parse(decodeURIComponent(entry.slice(COOKIE.length + 1))) || {}; } catch (error) { choices = {}; }
  });
  function allowed(purpose) { return choices[purpose] === true; }
  function answer(purpose) { return purpose in choices ? (choices[purpose] ? 'yes' : 'no') : ''; }
  function consent() {
    return {marketing: answer('marketing'), analytics: answer('analytics'),
      preferences: answer('preferences'), sale_of_data: answer('sale_of_data')};
  }
  shopify.customerPrivacy = {
    analyticsProcessingAllowed: function () { return allowed('analytics'); },
    marketingAllowed: function () { return allowed('marketing'); },
    firstPartyMarketingAllowed: function () { return allowed('marketing'); },
    thirdPartyMarketingAllowed: function () { return allowed('marketing'); },
    preferencesProcessingAllowed: function () { return allowed('preferences'); },
    saleOfDataAllowed: function () { return choices.sale_of_data !== false; },
    userCanBeTracked: function () { return allowed('analytics') && allowed('marketing'); },
    currentVisitorConsent: consent,
    getTrackingConsent: consent,
    shouldShowBanner: function () { return false; },
    saleOfDataRegion: function () { return false; },
    getRegion: function () { return ''; },
    setTrackingConsent: function (given, callback) {
      ['marketing', 'analytics', 'preferences', 'sale_of_data'].forEach(function (purpose) {
        if (typeof given[purpose] === 'boolean') choices[purpose] = given[purpose];
      });
      document.cookie = COOKIE + '=' + encodeURIComponent(JSON.stringify(choices)) + '; path=/; max-age=31536000; samesite=lax';
      var detail = {marketingAllowed: allowed('marketing'), analyticsAllowed: allowed('analytics'),
        preferencesAllowed: allowed('preferences'), saleOfDataAllowed: choices.sale_of_data !== false};
      document.dispatchEvent(new CustomEvent('visitorConsentCollected', {detail: detail}));
      if (typeof callback === 'function') callback({});
    },
  };
})();
`;

const PERF_KIT_SCRIPT = `(function () {
  if (window.PerfKit) return;
  window.PerfKit = {navigate: function () {}, setPageType: function () {}};
})();
`;

export function createShopifyCdnService(): SandboxService {
  const script = (body: string) => async () =>
    new Response(body, {
      headers: {'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600'},
    });
  return {
    key: 'cdn',
    name: 'Shopify CDN scripts',
    description:
      'The Customer Privacy API and performance kit Hydrogen loads from cdn.shopify.com, for a browser that maps that host here.',
    endpoints: [CONSENT_SCRIPT_PATH, PERF_KIT_PATH],
    routes: [
      {method: 'GET', pattern: CONSENT_SCRIPT_PATH, handler: script(CONSENT_SCRIPT)},
      {method: 'GET', pattern: PERF_KIT_PATH, handler: script(PERF_KIT_SCRIPT)},
    ],
  };
}
