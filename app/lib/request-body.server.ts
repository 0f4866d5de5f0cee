/**
 * A request body as text, read with a cap: null when it says or turns out to be longer than
 * `maxBytes`, so a body without (or lying about) its length cannot fill the worker's memory.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return '';
  if (Number(request.headers.get('Content-Length')) > maxBytes) return null;
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(chunk.value, {stream: true});
  }
  return text + decoder.decode();
}

/** Past this, a body the app did not read is abandoned rather than read to its end. */
const MAX_DISCARDED_BYTES = 1024 * 1024;

/**
 * Reads and drops what is left of a body the app answered without reading (a refused cross-site
 * post, a post to a page with no form). The local runtime resets the connection when an answer
 * goes out over an unread body, and the visitor would see a network error instead of the answer.
 */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  try {
    const reader = request.body.getReader();
    let size = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > MAX_DISCARDED_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The visitor went away while sending, or the body was already taken: nothing to discard.
  }
}
