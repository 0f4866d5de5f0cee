import {defineConfig} from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';
import {blockChunks} from './scripts/vite/block-chunks';

export default defineConfig({
  plugins: [tsconfigPaths(), blockChunks()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'sandbox/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
});
