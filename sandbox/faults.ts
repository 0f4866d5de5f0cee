/**
 * Faults on purpose: `SANDBOX_FAULTS=storefront:latency=400ms,content:error=0.2` slows or fails a
 * named service (its `key`), so the storefront's resilience can be tested against a backend that
 * misbehaves the way real ones do. Tests change the set at run time through `/__sandbox/faults`.
 */
import {json} from './http/responses';
import type {Handler, Route} from './http/router';

export interface ServiceFault {
  /** Added before the service answers. */
  latencyMs: number;
  /** Share of requests (0–1) answered with a 503 instead. */
  errorRate: number;
}

export type FaultSet = Map<string, ServiceFault>;

export class FaultSpecError extends Error {}

/** Parses `key:latency=400ms,key:error=0.2`; settings for the same key combine. */
export function parseFaults(spec: string): FaultSet {
  const faults: FaultSet = new Map();
  for (const entry of spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z][a-z0-9-]*):(latency|error)=(.+)$/i.exec(entry);
    if (!match) {
      throw new FaultSpecError(
        `Cannot read fault "${entry}": expected service:latency=400ms or service:error=0.2`,
      );
    }
    const [, key, setting, value] = match;
    const fault = faults.get(key) ?? {latencyMs: 0, errorRate: 0};
    if (setting === 'latency') fault.latencyMs = parseLatency(entry, value);
    else fault.errorRate = parseRate(entry, value);
    faults.set(key, fault);
  }
  return faults;
}

export function describeFaults(faults: FaultSet): string {
  return [...faults]
    .flatMap(([key, fault]) => [
      ...(fault.latencyMs ? [`${key}:latency=${fault.latencyMs}ms`] : []),
      ...(fault.errorRate ? [`${key}:error=${fault.errorRate}`] : []),
    ])
    .join(',');
}

export interface FaultState {
  current(): FaultSet;
  replace(spec: string): void;
}

export function createFaultState(spec: string): FaultState {
  let faults = parseFaults(spec);
  return {
    current: () => faults,
    replace(next) {
      faults = parseFaults(next);
    },
  };
}

/**
 * `GET|PUT|DELETE /__sandbox/faults`: read, replace (`{"faults": "storefront:error=1"}`) or clear
 * the fault set. Only mounted with `SANDBOX_TEST_ENDPOINTS=1`.
 */
export function faultControlRoutes(state: FaultState): Route[] {
  const answer = () => json({faults: describeFaults(state.current())});
  return [
    {method: 'GET', pattern: '/__sandbox/faults', handler: async () => answer()},
    {
      method: 'PUT',
      pattern: '/__sandbox/faults',
      handler: async (request) => {
        const body: unknown = await request.json().catch(() => null);
        const spec =
          typeof body === 'object' && body !== null && 'faults' in body ? body.faults : null;
        if (typeof spec !== 'string') {
          return json({error: 'Send {"faults": "service:latency=400ms,..."}'}, {status: 400});
        }
        try {
          state.replace(spec);
        } catch (error) {
          if (error instanceof FaultSpecError) return json({error: error.message}, {status: 400});
          throw error;
        }
        return answer();
      },
    },
    {
      method: 'DELETE',
      pattern: '/__sandbox/faults',
      handler: async () => {
        state.replace('');
        return answer();
      },
    },
  ];
}

/** Wraps a service's handler so the current fault set applies to it. */
export function withFault(
  current: FaultState['current'],
  key: string,
  handler: Handler,
  random: () => number = Math.random,
): Handler {
  return async (request, params) => {
    const fault = current().get(key);
    if (!fault) return handler(request, params);
    if (fault.latencyMs > 0) await new Promise((done) => setTimeout(done, fault.latencyMs));
    if (fault.errorRate > 0 && random() < fault.errorRate) {
      return json(
        {error: `Service unavailable: fault injected into "${key}" by the sandbox`},
        {status: 503, headers: {'Retry-After': '1'}},
      );
    }
    return handler(request, params);
  };
}

function parseLatency(entry: string, value: string): number {
  const match = /^(\d+)(ms|s)?$/.exec(value.trim());
  if (!match) throw new FaultSpecError(`Cannot read latency in "${entry}": use 400ms or 2s`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

function parseRate(entry: string, value: string): number {
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new FaultSpecError(`Cannot read error rate in "${entry}": use a number from 0 to 1`);
  }
  return rate;
}
