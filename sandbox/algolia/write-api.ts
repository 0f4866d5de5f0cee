/**
 * Algolia's write API as the official client (`algoliasearch` v5) calls it: `batch` (what
 * `saveObjects`, `deleteObjects` and `chunkedBatch` send), one record saved (`saveObject`,
 * `addOrUpdateObject`), partially updated or deleted, `clearObjects`, `getObject`, `browse` (what
 * `browseObjects` pages through) and the task status `waitForTask` polls. Writes need the admin key;
 * they apply at once, so every task is already published.
 */
import {randomUUID} from 'node:crypto';
import type {SandboxConfig} from '../config';
import {json} from '../http/responses';
import type {Handler, Route} from '../http/router';
import {isPlainObject, type AlgoliaRecord} from './attributes';
import {AlgoliaError, INDEX_DOES_NOT_EXIST, algoliaErrorResponse, badRequest, credential} from './errors';
import type {IndexCatalog} from './indexes';
import type {WriteOperation, WrittenRecords} from './written-records';

const NOT_ALLOWED = 'Method not allowed with this API key';
const BROWSE_PAGE = 1000;

type Access = 'search' | 'admin';

export function writeApiRoutes(
  config: SandboxConfig['algolia'],
  written: WrittenRecords,
  catalog: () => IndexCatalog,
): Route[] {
  const guard = (access: Access, handler: Handler) => guarded(config, access, handler);
  const apply = (indexName: string, operations: WriteOperation[]) => {
    const taskID = written.write(indexName, operations);
    catalog().invalidate(indexName);
    return taskID;
  };
  const now = () => new Date().toISOString();

  return [
    {
      // `*` is the multi-index batch (`multipleBatch`): each request names its index.
      method: 'POST',
      pattern: '/1/indexes/:index/batch',
      handler: guard('admin', async (request, params) => {
        const body = await readJson(request);
        if (!Array.isArray(body.requests)) throw badRequest('Missing parameter: requests');
        const everyIndex = params.index === '*';
        const byIndex = new Map<string, WriteOperation[]>();
        const objectIDs: string[] = [];
        for (const item of body.requests) {
          if (!isPlainObject(item)) throw badRequest('Invalid value for "requests"');
          if (everyIndex && typeof item.indexName !== 'string') {
            throw badRequest('Missing parameter: indexName');
          }
          const indexName = everyIndex ? String(item.indexName) : params.index;
          byIndex.set(indexName, [...(byIndex.get(indexName) ?? []), batchOperation(item, objectIDs)]);
        }
        if (!everyIndex) {
          return json({taskID: apply(params.index, byIndex.get(params.index) ?? []), objectIDs});
        }
        const taskID = Object.fromEntries(
          [...byIndex].map(([indexName, operations]) => [indexName, apply(indexName, operations)]),
        );
        return json({taskID, objectIDs});
      }),
    },
    {
      method: 'POST',
      pattern: '/1/indexes/:index/clear',
      handler: guard('admin', async (_request, params) =>
        json({taskID: apply(params.index, [{kind: 'clear'}]), updatedAt: now()}),
      ),
    },
    {
      method: 'POST',
      pattern: '/1/indexes/:index/browse',
      handler: guard('admin', async (request, params) => {
        const index = catalog().get(params.index);
        if (!index) throw new AlgoliaError(INDEX_DOES_NOT_EXIST, 404);
        const body = await readJson(request);
        const start = typeof body.cursor === 'string' ? offsetOf(body.cursor) : 0;
        const size = clampHitsPerPage(body.hitsPerPage);
        const hits = index.records
          .slice(start, start + size)
          .map((record) => retrieve(record, body.attributesToRetrieve));
        const next = start + size;
        return json({
          hits,
          nbHits: index.records.length,
          page: Math.floor(start / size),
          nbPages: Math.ceil(index.records.length / size),
          hitsPerPage: size,
          query: '',
          params: '',
          processingTimeMS: 1,
          ...(next < index.records.length ? {cursor: Buffer.from(String(next)).toString('base64')} : {}),
        });
      }),
    },
    {
      method: 'GET',
      pattern: '/1/indexes/:index/task/:taskID',
      handler: guard('search', async (_request, params) => {
        if (!written.taskExists(params.index, Number(params.taskID))) {
          throw new AlgoliaError('Task does not exist', 404);
        }
        return json({status: 'published', pendingTask: false});
      }),
    },
    {
      method: 'POST',
      pattern: '/1/indexes/:index/:objectID/partial',
      handler: guard('admin', async (request, params) => {
        const body = await readJson(request);
        const current = catalog().get(params.index)?.records.find(
          (record) => record.objectID === params.objectID,
        );
        const createIfNotExists = new URL(request.url).searchParams.get('createIfNotExists') !== 'false';
        if (!current && !createIfNotExists) {
          return json({objectID: params.objectID, taskID: apply(params.index, []), updatedAt: now()});
        }
        const record = {...current, ...body, objectID: params.objectID};
        return json({
          objectID: params.objectID,
          taskID: apply(params.index, [{kind: 'save', record}]),
          updatedAt: now(),
        });
      }),
    },
    {
      method: 'GET',
      pattern: '/1/indexes/:index/:objectID',
      handler: guard('search', async (request, params) => {
        const record = catalog()
          .get(params.index)
          ?.records.find((candidate) => candidate.objectID === params.objectID);
        if (!record) throw new AlgoliaError('ObjectID does not exist', 404);
        const attributes = new URL(request.url).searchParams.get('attributesToRetrieve');
        return json(retrieve(record, attributes ? attributes.split(',') : undefined));
      }),
    },
    {
      method: 'PUT',
      pattern: '/1/indexes/:index/:objectID',
      handler: guard('admin', async (request, params) => {
        const record = {...(await readJson(request)), objectID: params.objectID};
        return json({
          objectID: params.objectID,
          taskID: apply(params.index, [{kind: 'save', record}]),
          updatedAt: now(),
        });
      }),
    },
    {
      method: 'DELETE',
      pattern: '/1/indexes/:index/:objectID',
      handler: guard('admin', async (_request, params) =>
        json({
          taskID: apply(params.index, [{kind: 'delete', objectID: params.objectID}]),
          deletedAt: now(),
        }),
      ),
    },
  ];
}

/** `POST /1/indexes/{index}`: a record saved under an id Algolia makes up. */
export function saveWithNewIdRoute(config: SandboxConfig['algolia'], written: WrittenRecords, catalog: () => IndexCatalog): Route {
  return {
    method: 'POST',
    pattern: '/1/indexes/:index',
    handler: guarded(config, 'admin', async (request, params) => {
      const record = {...(await readJson(request)), objectID: randomUUID()};
      const taskID = written.write(params.index, [{kind: 'save', record}]);
      catalog().invalidate(params.index);
      return json({createdAt: new Date().toISOString(), taskID, objectID: record.objectID}, {status: 201});
    }),
  };
}

/** One request of a batch as an operation; the object ids it touches go in `objectIDs`. */
function batchOperation(item: Record<string, unknown>, objectIDs: string[]): WriteOperation {
  const body = isPlainObject(item.body) ? item.body : {};
  switch (item.action) {
    case 'addObject': {
      const objectID = typeof body.objectID === 'string' ? body.objectID : randomUUID();
      objectIDs.push(objectID);
      return {kind: 'save', record: {...body, objectID}};
    }
    case 'updateObject': {
      if (typeof body.objectID !== 'string') throw badRequest('Missing objectID');
      objectIDs.push(body.objectID);
      return {kind: 'save', record: body as AlgoliaRecord};
    }
    case 'deleteObject': {
      if (typeof body.objectID !== 'string') throw badRequest('Missing objectID');
      objectIDs.push(body.objectID);
      return {kind: 'delete', objectID: body.objectID};
    }
    case 'clear':
      return {kind: 'clear'};
    case 'partialUpdateObject':
    case 'partialUpdateObjectNoCreate':
      // Said plainly rather than done wrong: the single-record partial update is supported.
      throw badRequest(`The sandbox does not support the batch action ${item.action}`);
    default:
      throw badRequest(`Invalid action: ${String(item.action)}`);
  }
}

function retrieve(record: AlgoliaRecord, attributes: unknown): Record<string, unknown> {
  if (!Array.isArray(attributes) || attributes.includes('*')) return record;
  return Object.fromEntries(
    Object.entries(record).filter(([name]) => name === 'objectID' || attributes.includes(name)),
  );
}

function offsetOf(cursor: string): number {
  const offset = Number(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0) throw badRequest('Invalid cursor');
  return offset;
}

function clampHitsPerPage(value: unknown): number {
  const number = Number(value ?? BROWSE_PAGE);
  return Number.isInteger(number) && number > 0 ? Math.min(number, BROWSE_PAGE) : BROWSE_PAGE;
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Invalid JSON');
  }
  if (!isPlainObject(body)) throw badRequest('Invalid JSON');
  return body;
}

/** The search key reads; writing, clearing and browsing take the admin key, as Algolia's ACLs do. */
function guarded(config: SandboxConfig['algolia'], access: Access, handler: Handler): Handler {
  return async (request, params) => {
    try {
      const key = credential(request, 'x-algolia-api-key');
      if (
        credential(request, 'x-algolia-application-id') !== config.appId ||
        (key !== config.searchKey && key !== config.adminKey)
      ) {
        throw new AlgoliaError('Invalid Application-ID or API key', 403);
      }
      if (access === 'admin' && key !== config.adminKey) throw new AlgoliaError(NOT_ALLOWED, 403);
      return await handler(request, params);
    } catch (error) {
      if (error instanceof AlgoliaError) return algoliaErrorResponse(error);
      throw error;
    }
  };
}
