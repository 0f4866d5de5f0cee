import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import {loadLocalEnv} from './scripts/local-env';
import {blockChunks} from './scripts/vite/block-chunks';

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    hydrogen(),
    // The dev server's worker gets the same environment as `npm start`.
    oxygen({env: loadLocalEnv()}),
    remix({
      presets: [hydrogen.v3preset()],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
        v3_singleFetch: true,
      },
    }),
    tsconfigPaths(),
    blockChunks(),
  ],
  build: {
    // A strict Content-Security-Policy forbids inlined data: scripts and styles.
    assetsInlineLimit: 0,
  },
  server: {
    host: '127.0.0.1',
  },
});
