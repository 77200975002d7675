import { Migration } from '@mikro-orm/migrations';

/** Policies (with versions and audit), mesh registry, action records and escalation events. */
export class Migration20261122000002Evaluation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table policies (
        id serial primary key,
        organization_id integer not null references organizations(id),
        policy_id text not null,
        description text not null default '',
        severity integer not null check (severity between 0 and 100),
        action text not null check (action in ('allow', 'review', 'block')),
        match_json jsonb not null default '{}',
        agent_id text null,
        blast_radius integer null,
        reversibility integer null,
        data_sensitivity integer null,
        override_justification text null,
        is_active boolean not null default true,
        status text not null default 'active' check (status in ('active', 'archived', 'draft', 'rejected')),
        version integer not null default 1,
        created_by text null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (organization_id, policy_id)
      );`);
    this.addSql(`
      create table policy_versions (
        id serial primary key,
        organization_id integer not null references organizations(id),
        policy_id text not null,
        version integer not null,
        snapshot jsonb not null,
        changed_by text null,
        change_summary text not null default '',
        created_at timestamptz not null default now(),
        unique (organization_id, policy_id, version)
      );`);
    this.addSql(`
      create table policy_audit (
        id bigserial primary key,
        organization_id integer not null references organizations(id),
        policy_id text not null,
        action text not null,
        username text null,
        before jsonb null,
        after jsonb null,
        diff jsonb null,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index policy_audit_org_idx on policy_audit (organization_id, id desc);');
    this.addSql(`
      create table mesh_agents (
        id serial primary key,
        organization_id integer not null references organizations(id),
        agent_id text not null,
        agent_type text not null,
        allowed_peers jsonb not null default '[]',
        status text not null default 'active' check (status in ('active', 'inactive')),
        metadata jsonb not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (organization_id, agent_id)
      );`);
    this.addSql(`
      create table mesh_policies (
        id serial primary key,
        organization_id integer not null references organizations(id),
        source_agent text not null,
        target_agent text not null,
        allowed_actions jsonb not null default '[]',
        denied_actions jsonb not null default '[]',
        is_active boolean not null default true,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table actions (
        id bigserial primary key,
        organization_id integer not null references organizations(id),
        agent_id text not null,
        session_id text null,
        tool text not null,
        args jsonb not null default '{}',
        context jsonb not null default '{}',
        decision text not null check (decision in ('allow', 'review', 'block')),
        audit_decision text null,
        risk_score integer not null,
        explanation text not null,
        error_code text null,
        policy_ids jsonb not null default '[]',
        chain_pattern text null,
        trace jsonb not null default '[]',
        governance_mode text not null,
        fee numeric(12,6) not null default 0,
        fee_settled boolean not null default false,
        parent_action_id bigint null,
        user_id integer null,
        api_key_id integer null,
        effects_done_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index actions_org_idx on actions (organization_id, id desc);');
    this.addSql('create index actions_org_agent_idx on actions (organization_id, agent_id, id desc);');
    this.addSql('create index actions_org_tool_idx on actions (organization_id, tool, id desc);');
    this.addSql('create index actions_unsettled_idx on actions (organization_id) where not fee_settled;');
    this.addSql('create index actions_effects_pending_idx on actions (id) where effects_done_at is null;');
    this.addSql(`
      create table escalation_events (
        id bigserial primary key,
        organization_id integer not null references organizations(id),
        action_id bigint not null references actions(id),
        agent_id text not null,
        tool text not null,
        risk_score integer not null,
        reason text not null,
        status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'expired')),
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        resolved_by text null,
        resolved_at timestamptz null,
        resolution_note text null
      );`);
    this.addSql('create index escalation_events_org_idx on escalation_events (organization_id, status, id desc);');
  }

  override async down(): Promise<void> {
    for (const table of ['escalation_events', 'actions', 'mesh_policies', 'mesh_agents', 'policy_audit', 'policy_versions', 'policies']) {
      this.addSql(`drop table if exists ${table} cascade;`);
    }
  }
}
