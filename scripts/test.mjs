// `npm test`: every check CI runs, in order, stopping at the first failure.
import {spawnSync} from 'node:child_process';

const steps = [
  ['Type check', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Unit and integration tests', 'npm', ['run', 'test:unit']],
  ['End-to-end tests', 'npm', ['run', 'test:e2e']],
  // The end-to-end run has just built the store: test that build rather than spend a minute on another.
  ['Resilience tests (load, faults, abuse)', 'npm', ['run', 'test:resilience'], {RESILIENCE_SKIP_BUILD: '1'}],
];

for (const [name, command, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const {status} = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  if (status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(status ?? 1);
  }
}
console.log('\n✔ All checks passed');
