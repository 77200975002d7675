import { INJECTION_TABLE } from '../src/pipeline/detectors/injection/scan.js';
import { textViews } from '../src/pipeline/text/views.js';
import { similarityOfNormalized } from '../src/pipeline/detectors/injection/similarity.js';
import { injectionFirewallLayer } from '../src/pipeline/layers/injection-firewall.js';
import { indirectInjectionLayer } from '../src/pipeline/layers/indirect-injection.js';
const prose = 'Could you summarise the attached quarterly report and list the three biggest risks for the board? Please keep it short, use plain language, and mention the revenue figures for each region. ';
const text = (i: number) => `${i} ${prose.repeat(6)}`.slice(0, 1024);
const q = (xs: number[]) => { xs.sort((a, b) => a - b); return `p50 ${xs[Math.floor(xs.length * 0.5)]!.toFixed(3)} p99 ${xs[Math.floor(xs.length * 0.99)]!.toFixed(3)} p999 ${xs[Math.floor(xs.length * 0.999)]!.toFixed(3)}`; };
const run = (label: string, f: (i: number) => unknown) => { for (let i = 0; i < 500; i++) f(i); const xs: number[] = []; for (let i = 0; i < 5000; i++) { const t = text(10000 + i); const t0 = performance.now(); f(10000 + i); xs.push(performance.now() - t0); void t; } console.log(label.padEnd(12), q(xs)); };
run('views', (i) => textViews(text(i)));
run('set', (i) => INJECTION_TABLE.matchAny([text(i).toLowerCase()]));
run('sim', (i) => similarityOfNormalized(text(i).toLowerCase()));
run('l4', (i) => injectionFirewallLayer({ tool: 'x', args: { prompt: text(i) }, context: {}, agentId: 'a', sessionId: null }));
run('l5', (i) => indirectInjectionLayer({ tool: 'x', args: { prompt: text(i) }, context: {}, agentId: 'a', sessionId: null }, { enabled: true }));
{
  const xs: number[] = [];
  for (let i = 0; i < 5000; i++) { const c = { tool: 'x', args: { prompt: text(20000 + i) }, context: {}, agentId: 'a', sessionId: null }; const u0 = process.cpuUsage(); injectionFirewallLayer(c); indirectInjectionLayer(c, { enabled: true }); const u = process.cpuUsage(u0); xs.push((u.user + u.system) / 1000); }
  console.log('cpu l4+l5', q(xs));
}
