import {defineConfig} from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

/**
 * `npm run test:resilience`: load, faults and abuse against the production build on MiniOxygen and
 * a freshly seeded sandbox (started once for every file by the global setup). Faults apply to the
 * whole sandbox and load needs the machine to itself, so the files run one at a time.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/resilience/**/*.test.ts'],
    globalSetup: ['tests/resilience/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
