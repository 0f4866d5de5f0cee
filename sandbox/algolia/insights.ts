/**
 * Algolia Insights (`POST /1/events`): the click, conversion and view events a storefront sends
 * about its search results. Credentials come in headers or, as a beacon must send them, in the
 * query string; the body is JSON whatever its content type (a beacon's is text/plain). Events are
 * checked as Insights checks them, answered `{status, message}`, and kept, so tests and people can
 * see what arrived (`GET /__sandbox/insights/events`, and the dashboard's count).
 */
import type {SandboxDb, TableModule} from '../db';
import {json} from '../http/responses';
import type {SandboxService, ServiceContext} from '../service';
import {isPlainObject} from './attributes';
import {credential} from './errors';

export const insightsTables: TableModule = {
  name: 'insights',
  migrations: [
    `CREATE TABLE IF NOT EXISTS insights_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      event TEXT NOT NULL,
      received_at TEXT NOT NULL
    )`,
  ],
};

const EVENT_TYPES = new Set(['click', 'conversion', 'view']);
const USER_TOKEN = /^[A-Za-z0-9_=/+-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/;
const MAX_EVENTS = 1000;
const MAX_OBJECT_IDS = 20;

export function createInsightsService({config, db}: ServiceContext): SandboxService {
  return {
    key: 'insights',
    name: 'Algolia Insights',
    description: 'Click, conversion and view events about search results, checked and recorded.',
    endpoints: ['/1/events', '/__sandbox/insights/events'],
    routes: [
      {
        method: 'POST',
        pattern: '/1/events',
        handler: async (request) => {
          const key = credential(request, 'x-algolia-api-key');
          if (
            credential(request, 'x-algolia-application-id') !== config.algolia.appId ||
            (key !== config.algolia.searchKey && key !== config.algolia.adminKey)
          ) {
            return answer(401, 'Invalid credentials');
          }
          let body: unknown;
          try {
            body = JSON.parse(await request.text());
          } catch {
            return answer(400, 'Invalid JSON');
          }
          const events = isPlainObject(body) ? body.events : undefined;
          if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS) {
            return answer(422, `events must be a list of 1 to ${MAX_EVENTS} events`);
          }
          for (const [position, event] of events.entries()) {
            const problem = problemWith(event);
            if (problem) return answer(422, `events[${position}]: ${problem}`);
          }
          recordEvents(db, events as Record<string, unknown>[]);
          return answer(200, 'OK');
        },
      },
      {
        method: 'GET',
        pattern: '/__sandbox/insights/events',
        handler: async () => json({events: listEvents(db)}),
      },
    ],
    counts: () => ({
      events: (db.prepare('SELECT COUNT(*) AS count FROM insights_events').get() as {count: number}).count,
    }),
  };
}

function answer(status: number, message: string): Response {
  return json({status, message}, {status});
}

/** What Insights would refuse in one event, or null. */
function problemWith(event: unknown): string | null {
  if (!isPlainObject(event)) return 'an event is an object';
  const {eventType, eventName, index, userToken, objectIDs, positions, queryID} = event;
  if (typeof eventType !== 'string' || !EVENT_TYPES.has(eventType)) {
    return 'eventType is click, conversion or view';
  }
  if (typeof eventName !== 'string' || eventName.length < 1 || eventName.length > 64) {
    return 'eventName is 1 to 64 characters';
  }
  if (typeof index !== 'string' || index === '') return 'index is required';
  if (typeof userToken !== 'string' || !USER_TOKEN.test(userToken)) {
    return 'userToken is 1 to 129 letters, digits or _=/+-';
  }
  if (queryID !== undefined && (typeof queryID !== 'string' || !QUERY_ID.test(queryID))) {
    return 'queryID is the 32 hexadecimal characters a search answered with';
  }
  if (
    !Array.isArray(objectIDs) ||
    objectIDs.length === 0 ||
    objectIDs.length > MAX_OBJECT_IDS ||
    !objectIDs.every((id) => typeof id === 'string' && id !== '')
  ) {
    return `objectIDs is a list of 1 to ${MAX_OBJECT_IDS} object ids`;
  }
  if (eventType === 'click' && queryID !== undefined) {
    if (
      !Array.isArray(positions) ||
      positions.length !== objectIDs.length ||
      !positions.every((position) => Number.isInteger(position) && position > 0)
    ) {
      return 'a click after a search gives each object’s position (from 1)';
    }
  }
  return null;
}

function recordEvents(db: SandboxDb, events: Record<string, unknown>[]) {
  const insert = db.prepare('INSERT INTO insights_events (event, received_at) VALUES (?, ?)');
  const receivedAt = new Date().toISOString();
  db.transaction(() => {
    for (const event of events) insert.run(JSON.stringify(event), receivedAt);
  })();
}

function listEvents(db: SandboxDb) {
  return (
    db.prepare('SELECT event, received_at FROM insights_events ORDER BY id').all() as {
      event: string;
      received_at: string;
    }[]
  ).map((row) => ({...(JSON.parse(row.event) as Record<string, unknown>), receivedAt: row.received_at}));
}
