import { Migration } from '@mikro-orm/migrations';

/**
 * Action rows become insert-only. What is still to do for an evaluation (its post-evaluation
 * effects, its fee) moves to two narrow outbox tables written by the same statement as the row:
 * a worker deletes the effects row when the job is done, the settlement sweep deletes fee rows as
 * it debits them. Updating the wide action row twice wrote every row three times (a new tuple and
 * new entries in every index each time), which made PostgreSQL the second-largest cost of an
 * evaluation. No foreign keys on the outbox: a row exists only beside its action, written by the
 * same statement, and a key check would cost every insert.
 *
 * The JSON columns of an action are kept as written (json, not jsonb): the row is an audit record
 * nobody queries inside, and jsonb's parse and pglz compression of 10 KB arguments cost more than
 * the rest of the insert. Where the server supports it, large values are compressed with lz4.
 */
/** The JSON columns of `actions` with their empty values. */
const JSON_COLUMNS = { args: '{}', context: '{}', policy_ids: '[]', trace: '[]' } as const;

/** `alter table` turning the JSON columns (and their defaults) into `type`. */
function jsonColumnsAs(type: 'json' | 'jsonb'): string {
  const clauses = Object.entries(JSON_COLUMNS).flatMap(([column, empty]) => [
    `alter column ${column} type ${type} using ${column}::${type}`,
    `alter column ${column} set default '${empty}'::${type}`,
  ]);
  return `alter table actions ${clauses.join(', ')};`;
}

export class Migration20261123000004ActionOutbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table action_effects_pending (
        action_id bigint primary key,
        organization_id integer not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table action_fees_unsettled (
        action_id bigint primary key,
        organization_id integer not null,
        fee numeric(12,6) not null
      );`);
    this.addSql(`
      insert into action_effects_pending (action_id, organization_id, created_at)
      select id, organization_id, created_at from actions where effects_done_at is null;`);
    this.addSql(`
      insert into action_fees_unsettled (action_id, organization_id, fee)
      select id, organization_id, fee from actions where not fee_settled and fee <> 0;`);
    this.addSql('drop index if exists actions_unsettled_idx;');
    this.addSql('drop index if exists actions_effects_pending_idx;');
    this.addSql('alter table actions drop column effects_done_at, drop column fee_settled;');
    this.addSql(jsonColumnsAs('json'));
    // A server built without lz4 refuses the setting; it then keeps its default compression.
    this.addSql(`
      do $$ begin
        alter table actions alter column args set compression lz4, alter column context set compression lz4,
          alter column trace set compression lz4, alter column prompt_sealed set compression lz4;
      exception when feature_not_supported or invalid_parameter_value then null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(jsonColumnsAs('jsonb'));
    this.addSql('alter table actions add column effects_done_at timestamptz null, add column fee_settled boolean not null default true;');
    this.addSql('update actions set effects_done_at = created_at;');
    this.addSql('update actions a set effects_done_at = null from action_effects_pending p where p.action_id = a.id;');
    this.addSql('update actions a set fee_settled = false from action_fees_unsettled f where f.action_id = a.id;');
    this.addSql('create index actions_unsettled_idx on actions (organization_id) where not fee_settled;');
    this.addSql('create index actions_effects_pending_idx on actions (id) where effects_done_at is null;');
    this.addSql('drop table if exists action_effects_pending;');
    this.addSql('drop table if exists action_fees_unsettled;');
  }
}
