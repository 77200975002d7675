import { closedLoop } from './lib/load.js';
import { workload } from './lib/workload.js';
const { small, kb1, kb10 } = workload();
const bodies = [...small, ...kb1, ...kb10].map((r, i) => JSON.stringify({ ...r, context: { ...r.context, agent_id: `agent-${i % 300}`, session_id: `s-${i % 300}` } }));
const r = await closedLoop({ port: 8100, path: '/actions/evaluate', headers: { 'x-api-key': process.argv[2]! }, bodies }, Number(process.argv[3] ?? 10), 10);
console.log(r.rps, r.p50, r.p99, r.statuses);
