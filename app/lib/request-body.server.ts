/**
 * How far a body the app will not use is still read, and dropped, before the answer goes out. The
 * local runtime resets a connection answered over an unread body, so a visitor still sending would
 * see a network error instead of the page; past this bound, cutting the sender off is the lesser cost.
 */
export const MAX_READ_BYTES = 64 * 1024 * 1024;

/**
 * A request body as text, read with a cap: null when it says or turns out to be longer than
 * `maxBytes`, so a body without (or lying about) its length cannot fill the worker's memory. A body
 * found too long is read on to its end and dropped (within `MAX_READ_BYTES`), so the answer arrives.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return '';
  // Left unread here: `discardUnreadBody` drops it once the answer is made.
  if (Number(request.headers.get('Content-Length')) > maxBytes) return null;
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await drop(reader, size);
      return null;
    }
    text += decoder.decode(chunk.value, {stream: true});
  }
  return text + decoder.decode();
}

/**
 * Reads and drops what is left of a body the app answered without reading (a refused cross-site
 * post, a post to a page with no form, a form too long to read), so the answer reaches the sender.
 */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  if (Number(request.headers.get('Content-Length')) > MAX_READ_BYTES) return;
  try {
    await drop(request.body.getReader(), 0);
  } catch {
    // The visitor went away while sending, or the body was already taken: nothing to discard.
  }
}

/** Reads `reader` to its end, or gives up past `MAX_READ_BYTES` counting the `read` bytes already taken. */
async function drop(reader: ReadableStreamDefaultReader<Uint8Array>, read: number): Promise<void> {
  let size = read;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > MAX_READ_BYTES) {
      await reader.cancel();
      return;
    }
  }
}
