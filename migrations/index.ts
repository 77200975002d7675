import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000001Foundation } from './Migration20261122000001Foundation.js';
import { Migration20261122000002Evaluation } from './Migration20261122000002Evaluation.js';
import { Migration20261122000003ActionPrompt } from './Migration20261122000003ActionPrompt.js';
import { Migration20261123000004ActionOutbox } from './Migration20261123000004ActionOutbox.js';

/** Migrations in order. Listed explicitly so the built and the TypeScript code find the same set. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000001Foundation', class: Migration20261122000001Foundation },
  { name: 'Migration20261122000002Evaluation', class: Migration20261122000002Evaluation },
  { name: 'Migration20261122000003ActionPrompt', class: Migration20261122000003ActionPrompt },
  { name: 'Migration20261123000004ActionOutbox', class: Migration20261123000004ActionOutbox },
];
