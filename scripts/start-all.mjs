#!/usr/bin/env node
// `npm start`: applies migrations, then runs the web, worker and clock roles of the Procfile
// side by side from the built code, and stops them all when one exits or on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/api/server.js')) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}
const migrate = spawnSync(process.execPath, ['dist/src/db/migrate.js'], { stdio: 'inherit' });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

// The web role gets a larger young generation: the hot path allocates many short-lived strings.
const roles = {
  web: ['--max-semi-space-size=32', 'dist/api/server.js'],
  worker: ['dist/workers/main.js'],
  clock: ['dist/workers/clock.js'],
};
const children = Object.entries(roles).map(([role, args]) => {
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    console.error(`${role} exited (${signal ?? code}); stopping the others`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
