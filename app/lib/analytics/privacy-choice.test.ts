import {describe, expect, it, vi} from 'vitest';
import {openConsentDialog, privacyChoiceCookie, readPrivacyChoice} from './privacy-choice';

describe('the privacy choice cookie', () => {
  it('records an opt-out for a year, secure over https', () => {
    expect(privacyChoiceCookie(true, 'https://shop.example/privacy-choices')).toBe(
      'privacy_opt_out=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(privacyChoiceCookie(false, 'http://127.0.0.1:3000/privacy-choices')).toBe(
      'privacy_opt_out=0; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('reads an opt-out only from its own cookie set to 1', () => {
    expect(readPrivacyChoice('session=x; privacy_opt_out=1')).toBe(true);
    expect(readPrivacyChoice('privacy_opt_out=0')).toBe(false);
    expect(readPrivacyChoice('not_privacy_opt_out=1')).toBe(false);
    expect(readPrivacyChoice(null)).toBe(false);
  });
});

describe('opening the consent dialog', () => {
  it('opens a loaded consent manager’s preferences instead of the store’s dialog', () => {
    const dialog = {togglePopover: vi.fn()};
    const banner = {showPreferences: vi.fn()};
    openConsentDialog(dialog, banner);
    expect(banner.showPreferences).toHaveBeenCalledOnce();
    expect(dialog.togglePopover).not.toHaveBeenCalled();
    openConsentDialog(dialog, undefined);
    expect(dialog.togglePopover).toHaveBeenCalledOnce();
  });

  it('logs a failure to open and carries on', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('The banner is not ready');
    expect(() =>
      openConsentDialog(null, {
        showPreferences: () => {
          throw failure;
        },
      }),
    ).not.toThrow();
    expect(log).toHaveBeenCalledWith('The consent dialog could not open', failure);
    log.mockRestore();
  });
});
