const SHA1_HEX = /^[0-9a-f]{40}$/i;
const encoder = new TextEncoder();

/**
 * Whether `signature` (Storyblok's `webhook-signature` header) is the HMAC-SHA1, in hex, of the
 * raw body under the webhook's secret. Web Crypto's `verify` compares in constant time, and runs in
 * the worker as in Node.
 */
export async function isStoryblokSignature(
  body: string,
  signature: string | null,
  secret: string,
): Promise<boolean> {
  if (!signature || !SHA1_HEX.test(signature.trim())) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    {name: 'HMAC', hash: 'SHA-1'},
    false,
    ['verify'],
  );
  return crypto.subtle.verify('HMAC', key, hexBytes(signature.trim()), encoder.encode(body));
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(hex.length / 2));
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}
