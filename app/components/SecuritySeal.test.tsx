import {describe, expect, it} from 'vitest';
import {sealCopyrightNotice} from '~/components/SecuritySeal';

describe('sealCopyrightNotice', () => {
  it('names the issuer and this year, in the spec’s words', () => {
    expect(sealCopyrightNotice('TrustSeal Inc.', new Date('2031-06-01T12:00:00Z'))).toBe(
      'Copying Prohibited by Law - This image and all included logos are copyrighted by TrustSeal Inc. 2031.',
    );
  });
});
