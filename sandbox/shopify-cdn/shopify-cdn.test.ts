// @vitest-environment happy-dom
import {describe, expect, it, vi} from 'vitest';
import {ORIGIN, setupTestSandbox} from '../testing';
import {CONSENT_SCRIPT_PATH, PERF_KIT_PATH} from '.';

const sandbox = setupTestSandbox();

interface CustomerPrivacy {
  analyticsProcessingAllowed(): boolean;
  marketingAllowed(): boolean;
  saleOfDataAllowed(): boolean;
  shouldShowBanner(): boolean;
  currentVisitorConsent(): Record<string, string>;
  setTrackingConsent(consent: Record<string, boolean>, callback: (result: object) => void): void;
}

async function runScript(path: string) {
  const response = await sandbox().handle(new Request(`${ORIGIN}${path}`));
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toContain('text/javascript');
  new Function(await response.text())();
}

async function loadConsentScript({keepCookies = false} = {}): Promise<CustomerPrivacy> {
  delete (window as {Shopify?: unknown}).Shopify;
  if (!keepCookies) document.cookie = '_tracking_consent=; path=/; max-age=0';
  await runScript(CONSENT_SCRIPT_PATH);
  return (window as unknown as {Shopify: {customerPrivacy: CustomerPrivacy}}).Shopify.customerPrivacy;
}

describe('the Customer Privacy API stand-in', () => {
  it('allows no tracking before the visitor chooses, and shows no banner', async () => {
    const privacy = await loadConsentScript();
    expect(privacy.analyticsProcessingAllowed()).toBe(false);
    expect(privacy.marketingAllowed()).toBe(false);
    expect(privacy.saleOfDataAllowed()).toBe(true);
    expect(privacy.shouldShowBanner()).toBe(false);
    expect(privacy.currentVisitorConsent()).toEqual({marketing: '', analytics: '', preferences: '', sale_of_data: ''});
  });

  it('keeps a choice for the page, announces it and answers the caller', async () => {
    const privacy = await loadConsentScript();
    const announced = vi.fn();
    document.addEventListener('visitorConsentCollected', (event) => announced((event as CustomEvent).detail));
    const callback = vi.fn();
    privacy.setTrackingConsent({analytics: true, sale_of_data: false}, callback);
    expect(callback).toHaveBeenCalledOnce();
    expect(announced).toHaveBeenCalledWith(expect.objectContaining({analyticsAllowed: true, saleOfDataAllowed: false}));
    expect(privacy.analyticsProcessingAllowed()).toBe(true);
    expect(privacy.saleOfDataAllowed()).toBe(false);
    expect(privacy.currentVisitorConsent()).toMatchObject({analytics: 'yes', sale_of_data: 'no', marketing: ''});
  });

  it('remembers the choice on the visitor’s next page, as Shopify’s consent cookie does', async () => {
    (await loadConsentScript()).setTrackingConsent({analytics: true, marketing: true}, () => {});
    const nextPage = await loadConsentScript({keepCookies: true});
    expect(nextPage.analyticsProcessingAllowed()).toBe(true);
    expect(nextPage.marketingAllowed()).toBe(true);
    expect((await loadConsentScript()).analyticsProcessingAllowed()).toBe(false);
  });
});

describe('the performance kit stand-in', () => {
  it('takes the calls Hydrogen makes of it', async () => {
    await runScript(PERF_KIT_PATH);
    const kit = (window as unknown as {PerfKit: {navigate(): void; setPageType(type: string): void}}).PerfKit;
    expect(() => {
      kit.navigate();
      kit.setPageType('product');
    }).not.toThrow();
  });
});
