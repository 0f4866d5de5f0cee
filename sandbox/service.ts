import type {SandboxConfig} from './config';
import type {SandboxDb} from './db';
import type {Route} from './http/router';
import type {SandboxLog} from './log';

/** What each emulated service gets from the sandbox. */
export interface ServiceContext {
  config: SandboxConfig;
  db: SandboxDb;
  /** `sandbox/data`: stories, assets and the rest of the seed. */
  seedDir: string;
  log: SandboxLog;
}

/** One emulated service: its routes, and what the dashboard says about it. */
export interface SandboxService {
  /** Short name used by `SANDBOX_FAULTS` (`storefront`, `content`, `search`, …). */
  key: string;
  name: string;
  description: string;
  /** Paths on the sandbox origin, as a client configures them. */
  endpoints: string[];
  routes: Route[];
  counts?(): Record<string, number>;
  /** Prepares anything built lazily (search indexes), so the first real request is not slow. */
  warmUp?(): void;
}
