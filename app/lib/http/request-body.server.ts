import {ERROR_MESSAGES} from '~/lib/http/error-messages';

/**
 * How far a body the app will not use is still read, and dropped, before the answer goes out. The
 * local runtime resets a connection answered over an unread body, so a visitor still sending would
 * see a network error instead of the page; past this bound, cutting the sender off is the lesser cost.
 */
export const MAX_READ_BYTES = 64 * 1024 * 1024;

/**
 * The same bound for a body that names no length (chunked). Browsers state the length of every
 * form they send, so such a body comes from a script: it is cut off soon, and the answer does not
 * wait for tens of megabytes to arrive.
 */
export const MAX_UNDECLARED_READ_BYTES = 1024 * 1024;

/** The cap on a form's body without files: the longest form the store has (a cart add of many lines) is far smaller. */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * A request body's bytes, read with a cap: null when it says or turns out to be longer than
 * `maxBytes`, so a body without (or lying about) its length cannot fill the worker's memory. A body
 * found too long is read on to its end and dropped (within `MAX_READ_BYTES`, or
 * `MAX_UNDECLARED_READ_BYTES` without a length), so the answer arrives.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  // Left unread here: `discardUnreadBody` drops it once the answer is made.
  if (Number(request.headers.get('Content-Length')) > maxBytes) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      chunks.length = 0;
      await drop(reader, size, readBound(request));
      return null;
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** `readBodyBytes` as UTF-8 text. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBodyBytes(request, maxBytes);
  return bytes && new TextDecoder().decode(bytes);
}

/**
 * The one way an action reads a posted form (urlencoded or multipart without files): within
 * `maxBytes`, else it throws a 413 answer, which the route's error view shows in the shop's shell
 * (nothing of a body that long was read, so there is nothing typed to give back). A body that is
 * not a form reads as an empty one, so every required field reports itself.
 */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes) throw tooLarge();
  const contentType = request.headers.get('Content-Type') ?? '';
  try {
    return await new Response(bytes, {headers: {'Content-Type': contentType}}).formData();
  } catch {
    return new FormData();
  }
}

/** The 413 `readFormBody` throws: a route's error view shows its status in the shell; an API route answers it as it is. */
function tooLarge(): Response {
  return new Response(ERROR_MESSAGES.tooLarge.heading, {status: 413, headers: {'Content-Type': 'text/plain; charset=utf-8'}});
}

/**
 * Reads and drops what is left of a body the app answered without reading (a refused cross-site
 * post, a post to a page with no form, a form too long to read), so the answer reaches the sender.
 */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  if (Number(request.headers.get('Content-Length')) > MAX_READ_BYTES) return;
  try {
    await drop(request.body.getReader(), 0, readBound(request));
  } catch {
    // The visitor went away while sending, or the body was already taken: nothing to discard.
  }
}

/** How far a body the app will not use is read before the sender is cut off. */
function readBound(request: Request): number {
  return request.headers.has('Content-Length') ? MAX_READ_BYTES : MAX_UNDECLARED_READ_BYTES;
}

/** Reads `reader` to its end, or gives up past `bound` counting the `read` bytes already taken. */
async function drop(reader: ReadableStreamDefaultReader<Uint8Array>, read: number, bound: number): Promise<void> {
  let size = read;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > bound) {
      await reader.cancel();
      return;
    }
  }
}
