import {describe, expect, it} from 'vitest';
import {ORIGIN, setupTestSandbox} from '../testing';

const sandbox = setupTestSandbox();

describe('the security-seal host', () => {
  it.each([
    ['seal.js', 'text/javascript', 'img[data-security-seal]'],
    ['seal.css', 'text/css', '.trustseal-card'],
    ['seal.svg', 'image/svg+xml', '<svg'],
  ])('serves %s', async (file, type, content) => {
    const response = await sandbox().handle(new Request(`${ORIGIN}/seal/${file}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain(type);
    expect(await response.text()).toContain(content);
  });
});
