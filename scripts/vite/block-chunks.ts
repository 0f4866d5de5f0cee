import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import type {Plugin, ResolvedConfig} from 'vite';

export const BLOCK_CHUNKS_MODULE = 'virtual:block-chunks';
const RESOLVED = `\0${BLOCK_CHUNKS_MODULE}`;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

/**
 * Gives the server build `virtual:block-chunks`: per block or page-type module (`app/blocks/Accordion.tsx`), the
 * addresses of the browser chunks it needs, read from the browser build's manifest (Remix builds the
 * browser first). The server puts them in a page's head, so a page's blocks download beside the
 * rest of its scripts. Anywhere else (dev, tests, the browser build) it is null: no preloads.
 */
export function blockChunks(): Plugin {
  let chunks: Record<string, string[]> | null = null;
  let config: ResolvedConfig | undefined;
  return {
    name: 'block-chunks',
    configResolved(resolved) {
      config = resolved;
    },
    // When the server build starts, not when the config resolves: Shopify's CLI resolves the build
    // config (`hydrogen codegen`, `hydrogen deploy`) after a build, whose manifest Remix removed.
    buildStart() {
      if (!config || config.command !== 'build' || !config.build.ssr) return;
      const manifestPath = resolve(config.root, config.build.outDir, '../client/.vite/manifest.json');
      if (!existsSync(manifestPath)) {
        throw new Error(`block-chunks: the browser build's manifest is missing (${manifestPath})`);
      }
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
      chunks = blockChunksFrom(manifest, config.base);
    },
    resolveId(id) {
      return id === BLOCK_CHUNKS_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(chunks)};` : undefined;
    },
  };
}

/** Each block module that is a chunk of its own, with every chunk it imports, as addresses. */
export function blockChunksFrom(
  manifest: Record<string, ManifestChunk>,
  base: string,
): Record<string, string[]> {
  const chunks: Record<string, string[]> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    if (!/^app\/(blocks|content)\//.test(source) || !chunk.isDynamicEntry) continue;
    const files = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || files.has(entry.file)) return;
      files.add(entry.file);
      entry.imports?.forEach(visit);
    };
    visit(source);
    chunks[source] = [...files].map((file) => `${base}${file}`);
  }
  return chunks;
}
