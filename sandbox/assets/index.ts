/**
 * `GET /f/...`: files under `sandbox/data/assets/`, at the paths Storyblok's asset CDN uses
 * (`/f/{space}/{WxH}/{hash}/{name}`). Resizing is accepted and ignored: Storyblok's `/m/WxH...`
 * suffix and Shopify's `?width=` leave the original file, which the browser scales.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, relative, resolve, sep} from 'node:path';
import {json} from '../http/responses';
import type {RouteParams} from '../http/router';
import type {SandboxService, ServiceContext} from '../service';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

export function createAssetService({seedDir}: ServiceContext): SandboxService {
  const assetsDir = join(seedDir, 'assets');
  return {
    key: 'assets',
    name: 'Assets',
    description: 'Images for stories and products, with resize parameters accepted.',
    endpoints: ['/f/{space}/{path}'],
    routes: [{method: 'GET', pattern: '/f/*', handler: createAssetHandler(assetsDir)}],
  };
}

export function createAssetHandler(assetsDir: string) {
  return async (_request: Request, params: RouteParams): Promise<Response> => {
    const file = resolveAssetFile(assetsDir, params['*'] ?? '');
    if (!file) return json({error: 'Not found'}, {status: 404});
    return new Response(readFileSync(file), {
      headers: {
        'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000',
      },
    });
  };
}

function resolveAssetFile(assetsDir: string, assetPath: string): string | null {
  const original = assetPath.replace(/(\.[a-z0-9]+)\/m(\/.*)?$/i, '$1');
  const file = resolve(assetsDir, original);
  const inside = relative(assetsDir, file);
  if (!inside || inside.startsWith('..') || inside.split(sep).includes('..')) return null;
  if (!existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}
