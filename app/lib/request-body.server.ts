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
