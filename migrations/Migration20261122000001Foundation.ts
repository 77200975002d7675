import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000001Foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table organizations (
        id serial primary key,
        name text not null,
        governance_mode text not null default 'allow-by-default'
          check (governance_mode in ('allow-by-default', 'deny-by-default', 'audit-only')),
        severity_weights jsonb null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table users (
        id serial primary key,
        organization_id integer not null references organizations(id),
        username text not null unique,
        email text null,
        password_hash text not null,
        role text not null,
        is_active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        last_login_at timestamptz null,
        deactivated_at timestamptz null
      );`);
    this.addSql('create index users_organization_idx on users (organization_id);');
    this.addSql(`
      create table roles (
        id serial primary key,
        organization_id integer not null references organizations(id),
        name text not null,
        permissions jsonb not null default '[]',
        created_at timestamptz not null default now(),
        unique (organization_id, name)
      );`);
    this.addSql(`
      create table api_keys (
        id serial primary key,
        user_id integer not null references users(id),
        organization_id integer not null references organizations(id),
        label text not null default 'default',
        prefix text not null,
        key_hash text not null unique,
        created_at timestamptz not null default now(),
        last_used_at timestamptz null,
        revoked_at timestamptz null
      );`);
    this.addSql('create index api_keys_user_idx on api_keys (user_id);');
    this.addSql(`
      create table login_history (
        id bigserial primary key,
        user_id integer null references users(id),
        organization_id integer null references organizations(id),
        username text not null,
        ip text not null,
        user_agent text null,
        success boolean not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index login_history_user_idx on login_history (user_id, created_at desc);');
    this.addSql(`
      create table wallets (
        id serial primary key,
        organization_id integer not null unique references organizations(id),
        wallet_id text not null unique,
        balance numeric(20,6) not null default 100,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    for (const table of ['wallets', 'login_history', 'api_keys', 'roles', 'users', 'organizations']) {
      this.addSql(`drop table if exists ${table} cascade;`);
    }
  }
}
