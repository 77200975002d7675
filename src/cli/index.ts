/**
 * Operator CLI: `npm run cli -- <command>` (built) or `npx tsx src/cli/index.ts <command>` (dev).
 * See `help` for the commands.
 */
import { loadConfig } from '../config/env.js';
import { initOrm } from '../db/orm.js';
import { runCli, type CliDatabase } from './commands.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function openDb(): Promise<CliDatabase> {
  const config = loadConfig();
  const orm = await initOrm({ url: config.DATABASE_URL, poolMax: 2 });
  return { em: orm.em.fork(), close: () => orm.close(true) };
}

/** Settings are read only when a command needs the database, so `help` works anywhere. */
async function main(): Promise<number> {
  return runCli(
    process.argv.slice(2),
    {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      readStdin,
    },
    openDb,
  );
}

process.exitCode = await main();
