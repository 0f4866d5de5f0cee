// `npm test`: every check CI runs, in order, stopping at the first failure.
import {spawnSync} from 'node:child_process';

const steps = [
  ['Type check', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Unit and integration tests', 'npm', ['run', 'test:unit']],
  ['End-to-end tests', 'npm', ['run', 'test:e2e']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const {status} = spawnSync(command, args, {stdio: 'inherit'});
  if (status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(status ?? 1);
  }
}
console.log('\n✔ All checks passed');
