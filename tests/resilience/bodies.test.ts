import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {connect} from 'node:net';
import {beforeAll, describe, expect, it} from 'vitest';
import {store} from './support';

/**
 * Guarantee 8 against the running store: a body far past any form's size, streamed at each action
 * with its length declared and again chunked with none, is refused with a 413 within a second,
 * and the worker's resident memory (read from its process) grows by less than 50 MB while it is
 * sent. Before every action read its body through one capped reader, one 150 MB post took the
 * worker from 345 to 581 MB.
 */
const BODY_BYTES = 150 * 1024 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, 'a');
const MAX_ANSWER_MS = 1000;
const MAX_GROWTH_BYTES = 50 * 1024 * 1024;

let ipCounter = 0;
const nextIp = () => `10.36.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

let customerCookie = '';

const ACTIONS: {name: string; path: string; signedIn?: boolean}[] = [
  {name: 'the cart', path: '/cart'},
  {name: 'sign-in', path: '/account/login'},
  {name: 'registration', path: '/account/register'},
  {name: 'the account', path: '/account?index', signedIn: true},
  {name: 'a product', path: '/products/im-compostable-pla-cold-cups'},
  {name: 'the privacy choice', path: '/privacy-choices'},
  {name: 'the newsletter', path: '/api/newsletter'},
];


beforeAll(async () => {
  const login = await fetch(`${store()}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'oxygen-buyer-ip': nextIp()},
    body: new URLSearchParams({email: 'maria@example.com', password: 'compost123'}),
  });
  customerCookie = login.headers.getSetCookie().find((cookie) => cookie.startsWith('session='))?.split(';')[0] ?? '';
  expect(customerCookie, 'the seeded customer signs in').not.toBe('');
  // Each page once, so what is timed is the refusal, not a cold cache.
  for (const {path, signedIn} of ACTIONS) {
    await fetch(`${store()}${path}`, {headers: signedIn ? {cookie: customerCookie} : {}}).then((response) => response.arrayBuffer());
  }
});

/** The workerd process serving the store (MiniOxygen runs every worker in it), by its listening address. */
function workerPid(): number {
  const {port} = new URL(store());
  const line = execFileSync('ps', ['-eo', 'pid,args'], {encoding: 'utf8'})
    .split('\n')
    .find((each) => each.includes('workerd') && each.includes(`entry=127.0.0.1:${port}`));
  if (!line) throw new Error(`No workerd process listens on port ${port}`);
  return Number(line.trim().split(/\s+/)[0]);
}

/** The process's resident memory, from /proc. */
function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

interface Streamed {
  status: number;
  /** From the first byte sent to the status line received. */
  elapsedMs: number;
  /** The highest resident size of the worker seen while the body was sent and answered. */
  peakBytes: number;
  text: string;
}

/**
 * Streams a 150 MB urlencoded body at `path` on a connection of its own, 256 kB at a time, and
 * stops sending once the answer's head arrives (a client that reads its answer does the same).
 */
function stream(path: string, {chunked, headers = {}}: {chunked: boolean; headers?: Record<string, string>}): Promise<Streamed> {
  const {hostname, port} = new URL(store());
  const pid = workerPid();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let started = Date.now();
    socket.once('connect', () => (started = Date.now()));
    let peakBytes = residentBytes(pid);
    const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, residentBytes(pid))), 20);
    let answered = 0;
    let received = Buffer.alloc(0);
    let sent = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearInterval(sampler);
      socket.destroy();
      const text = received.toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (!status) reject(error ?? new Error(`no answer (${sent} bytes sent)`));
      else resolve({status, elapsedMs: answered - started, peakBytes: Math.max(peakBytes, residentBytes(pid)), text});
    };
    socket.on('data', (data: Buffer) => {
      if (!answered) answered = Date.now();
      received = Buffer.concat([received, data]);
    });
    let failure: Error | undefined;
    socket.on('end', () => finish());
    socket.on('close', () => finish(failure));
    // The runtime may cut a sender off once it has answered: the answer is still read to the close.
    socket.on('error', (error) => (failure = error));
    socket.setTimeout(30_000, () => finish(new Error('no answer within 30 s')));
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Content-Type: application/x-www-form-urlencoded',
      chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${BODY_BYTES}`,
      'Connection: close',
      ...Object.entries({'oxygen-buyer-ip': nextIp(), ...headers}).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    const prefix = Buffer.from('email=a%40b.co&padding=');
    const frame = (bytes: Buffer) => (chunked ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]) : bytes);
    // One chunk per turn of the event loop, as a client that reads while it sends: the answer is
    // read as it arrives, before a write can meet the reset the runtime sends after answering.
    const pump = () => {
      if (answered || socket.destroyed) return;
      if (sent >= BODY_BYTES) {
        if (chunked) socket.write('0\r\n\r\n');
        return;
      }
      const bytes = sent === 0 ? Buffer.concat([prefix, CHUNK.subarray(prefix.length)]) : CHUNK;
      sent += bytes.length;
      if (socket.write(frame(bytes))) setImmediate(pump);
      else socket.once('drain', pump);
    };
    socket.once('connect', () => {
      socket.write(head);
      setImmediate(pump);
    });
  });
}


describe('Bodies: 150 MB at every action', () => {
  describe.each(ACTIONS)('$name', ({path, signedIn}) => {
    it.each([
      ['with its length declared', false],
      ['chunked, with no length', true],
    ])('is refused %s: a 413 within a second, the worker under 50 MB more', {timeout: 60_000}, async (_how, chunked) => {
      const before = residentBytes(workerPid());
      const answer = await stream(path, {chunked, headers: signedIn ? {cookie: customerCookie} : {}});
      expect(answer.status, answer.text.slice(0, 300)).toBe(413);
      expect(answer.elapsedMs).toBeLessThan(MAX_ANSWER_MS);
      expect(answer.peakBytes - before, `resident ${Math.round(before / 2 ** 20)} MB, then at most ${Math.round(answer.peakBytes / 2 ** 20)} MB`).toBeLessThan(MAX_GROWTH_BYTES);
    });
  });

  it('shows a page refused for its size in the shop’s shell, saying why', async () => {
    const answer = await stream('/account/login', {chunked: false});
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('What you sent is too large');
    expect(answer.text).toMatch(/<nav aria-label="Main"/);
    expect(answer.text).toMatch(/x-content-type-options: nosniff/i);
  });
});
