import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../migrations/index.js';
import { entitySchemas } from './entities/index.js';

export interface DatabaseSettings {
  url: string;
  poolMax?: number;
  debug?: boolean;
}

export function ormOptions(settings: DatabaseSettings): Options {
  return {
    clientUrl: settings.url,
    entities: entitySchemas,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    pool: { min: 0, max: settings.poolMax ?? 20 },
    debug: settings.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  };
}

export async function initOrm(settings: DatabaseSettings): Promise<MikroORM> {
  return MikroORM.init(ormOptions(settings));
}

/** Applies pending migrations; returns the names applied. */
export async function migrateUp(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}

export type { MikroORM };
