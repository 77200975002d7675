/**
 * CPU time per process group from /proc (Linux), so a benchmark can print what each process
 * spent per request: steadier than throughput on a shared machine, and it shows where time goes.
 */
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processTicks(pid: number | string): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function commandName(pid: string): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
}

export interface CpuGroups {
  /** named child processes by pid */
  pids: Record<string, number>;
  /** also sum every process whose command name starts with one of these (postgres, redis-server) */
  commands: string[];
}

/** ms of CPU per group, the load generator (this process) included as `loadgen`. */
export function cpuSnapshot(groups: CpuGroups): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, pid] of Object.entries(groups.pids)) {
    try {
      out[name] = processTicks(pid) * TICK_MS;
    } catch {
      out[name] = 0;
    }
  }
  if (groups.commands.length > 0 && fs.existsSync('/proc/self/stat')) {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const name = commandName(entry);
        const group = groups.commands.find((c) => name.startsWith(c));
        if (group) out[group] = (out[group] ?? 0) + processTicks(entry) * TICK_MS;
      } catch {
        // the process ended between listing and reading
      }
    }
  }
  const self = process.cpuUsage();
  out.loadgen = (self.user + self.system) / 1000;
  return out;
}

/** `name ms` per request for each group between two snapshots. */
export function perRequest(before: Record<string, number>, after: Record<string, number>, requests: number): string {
  const parts = Object.keys(after).map((name) => `${name} ${((after[name]! - (before[name] ?? 0)) / Math.max(1, requests)).toFixed(3)}`);
  const total = Object.keys(after).reduce((sum, name) => sum + after[name]! - (before[name] ?? 0), 0) / Math.max(1, requests);
  return `${parts.join(', ')}; total ${total.toFixed(3)} ms`;
}
