import { readFileSync } from 'node:fs';
import { injectionFirewallLayer } from '../src/pipeline/layers/injection-firewall.js';
import { indirectInjectionLayer } from '../src/pipeline/layers/indirect-injection.js';
for (const name of ['harmful_content', 'dangerous_args', 'pii']) {
  const rows = readFileSync(`/work/shared/bench-data/${name}.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  let n = 0;
  for (const r of rows) { const c = { tool: r.request.tool, args: r.request.args, context: {}, agentId: 'a', sessionId: null }; const a = injectionFirewallLayer(c), b = indirectInjectionLayer(c, { enabled: true }); if (a.risk >= 40 || b.risk >= 40) n++; }
  console.log(name, n, '/', rows.length);
}
