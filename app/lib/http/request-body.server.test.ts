import {describe, expect, it} from 'vitest';
import {discardUnreadBody, MAX_FORM_BYTES, MAX_READ_BYTES, MAX_UNDECLARED_READ_BYTES, readBodyText, readFormBody} from './request-body.server';

function post(body: BodyInit, headers: HeadersInit = {}) {
  return new Request('https://shop.example/api/chat', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
}

/** A body of `chunks` chunks of `size` bytes, counting how many were pulled. */
function counted(chunks: number, size: number, headers: HeadersInit = {}) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === chunks) controller.close();
        else {
          pulled += 1;
          controller.enqueue(new Uint8Array(size));
        }
      },
    },
    {highWaterMark: 0},
  );
  return {request: post(stream, headers), pulled: () => pulled};
}

describe('readBodyText', () => {
  it('reads a body within the cap, multi-byte characters across chunks included', async () => {
    const bytes = new TextEncoder().encode('email=caf%C3%A9&note=café');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 23));
        controller.enqueue(bytes.slice(23));
        controller.close();
      },
    });
    expect(await readBodyText(post(stream), 100)).toBe('email=caf%C3%A9&note=café');
  });

  it('refuses a body that says it is too long, and one that turns out too long', async () => {
    expect(await readBodyText(post('x'.repeat(10), {'Content-Length': '101'}), 100)).toBeNull();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 5; index += 1) controller.enqueue(new Uint8Array(30));
        controller.close();
      },
    });
    expect(await readBodyText(post(stream), 100)).toBeNull();
  });

  it('reads a body found too long on to its end, so the answer is not sent over an unread upload', async () => {
    const {request, pulled} = counted(40, 1024);
    expect(await readBodyText(request, 4096)).toBeNull();
    expect(pulled()).toBe(40);
  });
});

describe('readFormBody', () => {
  it('reads an urlencoded form and a multipart one', async () => {
    const encoded = await readFormBody(post('email=a%40b.co&note=caf%C3%A9', {'Content-Type': 'application/x-www-form-urlencoded'}));
    expect([...encoded.entries()]).toEqual([['email', 'a@b.co'], ['note', 'café']]);
    const parts = new FormData();
    parts.append('email', 'a@b.co');
    const multipart = new Request('https://shop.example/cart', {method: 'POST', body: parts});
    expect((await readFormBody(multipart)).get('email')).toBe('a@b.co');
  });

  it('reads a body that is not a form as an empty form', async () => {
    const form = await readFormBody(post('{"email":"a@b.co"}', {'Content-Type': 'application/json'}));
    expect([...form.keys()]).toEqual([]);
  });

  it('throws a 413 for a body that says it is past the cap, without reading it', async () => {
    const {request, pulled} = counted(4, 1024, {'Content-Length': String(MAX_FORM_BYTES + 1), 'Content-Type': 'application/x-www-form-urlencoded'});
    const thrown = await readFormBody(request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(413);
    expect(pulled()).toBe(0);
  });

  it('throws a 413 for a body with no length that streams past the cap, holding none of it', async () => {
    const {request, pulled} = counted(200, 1024, {'Content-Type': 'application/x-www-form-urlencoded'});
    const thrown = await readFormBody(request, 8 * 1024).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(413);
    // Read on to its end, and dropped, so the answer reaches the sender.
    expect(pulled()).toBe(200);
  });
});

describe('discardUnreadBody', () => {
  it('reads an unread body to its end, so the answer goes out on a clean connection', async () => {
    const {request, pulled} = counted(4, 1024);
    await discardUnreadBody(request);
    expect(pulled()).toBe(4);
    expect(request.bodyUsed).toBe(true);
  });

  it('gives up on a body past its bound rather than reading it all', async () => {
    const chunk = 1024 * 1024;
    const chunks = 2 * (MAX_READ_BYTES / chunk);
    // A length that lies: within the bound, the body twice past it.
    const {request, pulled} = counted(chunks, chunk, {'Content-Length': String(MAX_READ_BYTES)});
    await discardUnreadBody(request);
    expect(pulled()).toBeGreaterThan(MAX_UNDECLARED_READ_BYTES / chunk);
    expect(pulled()).toBeLessThanOrEqual(MAX_READ_BYTES / chunk + 2);
  });

  it('gives up sooner on a body that names no length, which no browser form sends', async () => {
    const chunk = 64 * 1024;
    const {request, pulled} = counted(1000, chunk);
    await discardUnreadBody(request);
    expect(pulled()).toBeLessThanOrEqual(MAX_UNDECLARED_READ_BYTES / chunk + 2);
  });

  it('does not start on a body that says it is past its bound', async () => {
    const {request, pulled} = counted(4, 1024, {'Content-Length': String(MAX_READ_BYTES + 1)});
    await discardUnreadBody(request);
    expect(pulled()).toBe(0);
  });

  it('leaves a body that was read, or has no body, alone', async () => {
    const read = post('email=a%40b.c');
    await read.text();
    await expect(discardUnreadBody(read)).resolves.toBeUndefined();
    await expect(discardUnreadBody(new Request('https://shop.example/'))).resolves.toBeUndefined();
  });
});
