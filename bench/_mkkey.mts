import { initOrm } from '../src/db/orm.js';
import { createKey } from '../src/auth/keys.js';
const orm = await initOrm({ url: 'postgres://postgres@127.0.0.1:5432/governor_bench' });
const em = orm.em.fork();
const u = await em.getConnection().execute('select id, organization_id from users limit 1');
const k = await createKey({ em, credentials: { invalidate: async () => undefined } }, { userId: u[0]!.id, organizationId: u[0]!.organization_id }, 'p');
console.log(k.apiKey); await orm.close();
