import { Migration } from '@mikro-orm/migrations';

/** The agent's prompt of an evaluation, sealed with GOVERNOR_ENCRYPTION_KEY (never stored in clear). */
export class Migration20261122000003ActionPrompt extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table actions add column prompt_sealed text null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table actions drop column if exists prompt_sealed;');
  }
}
