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

function parentPid(pid: string): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[1]);
}

function commandName(pid: string): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
}

export interface CpuGroups {
  /** named child processes by pid; each counts with its own children (a cluster's web processes) */
  pids: Record<string, number>;
  /** also sum every process whose command name starts with one of these (postgres, redis-server) */
  commands: string[];
}

/** CPU ms so far per group and process (`group/pid`); the load generator (this process) is `loadgen`. */
export type CpuSnapshot = Map<string, { group: string; ms: number }>;

export function cpuSnapshot(groups: CpuGroups): CpuSnapshot {
  const out: CpuSnapshot = new Map();
  for (const [group, pid] of Object.entries(groups.pids)) {
    try {
      out.set(`${group}/${pid}`, { group, ms: processTicks(pid) * TICK_MS });
    } catch {
      // not running
    }
  }
  const byParent = new Map(Object.entries(groups.pids).map(([group, pid]) => [pid, group]));
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const name = commandName(entry);
      const group = groups.commands.find((c) => name.startsWith(c)) ?? (name === 'node' ? byParent.get(parentPid(entry)) : undefined);
      if (group) out.set(`${group}/${entry}`, { group, ms: processTicks(entry) * TICK_MS });
    } catch {
      // the process ended between listing and reading
    }
  }
  const self = process.cpuUsage();
  out.set('loadgen/self', { group: 'loadgen', ms: (self.user + self.system) / 1000 });
  return out;
}

/** CPU ms each group spent between two snapshots. */
export type CpuSpent = Map<string, number>;

/**
 * What each group spent between two snapshots. Processes are matched by pid, so one that started
 * during the phase counts from zero, and one that ended (a pooled connection's backend) counts
 * nothing for the phase rather than a negative figure.
 */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): CpuSpent {
  const spent: CpuSpent = new Map();
  for (const [key, { group, ms }] of after) spent.set(group, (spent.get(group) ?? 0) + ms - (before.get(key)?.ms ?? 0));
  return spent;
}

/** Several phases' spending added up per group. */
export function addSpent(all: CpuSpent[]): CpuSpent {
  const total: CpuSpent = new Map();
  for (const spent of all) for (const [group, ms] of spent) total.set(group, (total.get(group) ?? 0) + ms);
  return total;
}

/** `group ms` per request, and the total. */
export function formatPerRequest(spent: CpuSpent, requests: number): string {
  const n = Math.max(1, requests);
  const total = [...spent.values()].reduce((a, b) => a + b, 0) / n;
  return `${[...spent].map(([group, ms]) => `${group} ${(ms / n).toFixed(3)}`).join(', ')}; total ${total.toFixed(3)} ms`;
}
