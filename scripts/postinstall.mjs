// `postinstall`: applies `patches/` with patch-package, stopping the install if a patch no longer
// applies. patch-package is a dev dependency, as is everything that builds the store (where the
// patched router ends up, bundled into the worker), so a production install (`npm ci --omit=dev`)
// has neither and skips the patches. A development install without it is broken and fails.
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';

const omitted = (process.env.npm_config_omit ?? '').split(/[\s,]+/);
const production = omitted.includes('dev') || process.env.NODE_ENV === 'production';

let bin;
try {
  bin = createRequire(import.meta.url).resolve('patch-package/index.js');
} catch {
  if (production) {
    console.info('postinstall: production install, no patch-package; patches/ not applied');
    process.exit(0);
  }
  console.error('postinstall: patch-package is missing; run a full `npm ci`');
  process.exit(1);
}

const {status} = spawnSync(process.execPath, [bin, '--error-on-fail'], {stdio: 'inherit'});
process.exit(status ?? 1);
