import type {HydrogenSession} from '@shopify/hydrogen';
import {
  createCookieSessionStorage,
  type SessionStorage,
  type Session,
} from '@shopify/remix-oxygen';

/**
 * The encrypted, signed cookie session. A cookie that fails verification (tampered, or signed with a
 * retired secret) silently becomes an empty session rather than an error.
 */
export class AppSession implements HydrogenSession {
  public isPending = false;
  /** Whether the visitor's cookie brought anything (a cart, a sign-in, a flashed answer). */
  readonly arrivedWithData: boolean;

  #sessionStorage;
  #session;

  constructor(sessionStorage: SessionStorage, session: Session) {
    this.#sessionStorage = sessionStorage;
    this.#session = session;
    this.arrivedWithData = Object.keys(session.data).length > 0;
  }

  /** Whether it holds anything now, after what the request did. */
  get holdsData(): boolean {
    return Object.keys(this.#session.data).length > 0;
  }

  static async init(request: Request, secrets: string[]) {
    const storage = createCookieSessionStorage({
      cookie: {
        name: 'session',
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        // Local http (the sandbox setup) cannot carry Secure cookies; every deployed origin is https.
        secure: new URL(request.url).protocol === 'https:',
        secrets,
      },
    });

    const session = await storage
      .getSession(request.headers.get('Cookie'))
      .catch(() => storage.getSession());

    return new this(storage, session);
  }

  get has() {
    return this.#session.has;
  }

  get get() {
    return this.#session.get;
  }

  get flash() {
    this.isPending = true;
    return this.#session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }

  get set() {
    this.isPending = true;
    return this.#session.set;
  }

  /**
   * Drops everything but `keep`, so what happens next (a sign-in) starts from a clean session
   * rather than one a visitor may have been handed.
   */
  renew(keep: readonly string[] = []) {
    this.isPending = true;
    for (const key of Object.keys(this.#session.data)) {
      if (!keep.includes(key)) this.#session.unset(key);
    }
  }

  destroy() {
    // A destroyed session is final: nothing may commit it again on the way out.
    this.isPending = false;
    return this.#sessionStorage.destroySession(this.#session);
  }

  commit() {
    this.isPending = false;
    return this.#sessionStorage.commitSession(this.#session);
  }
}
