import { EntitySchema } from '@mikro-orm/core';

export const NEW_WALLET_CREDITS = 100;

/** The organization's credit wallet. Balance is numeric in SQL and a string here to keep exactness. */
export class Wallet {
  id!: number;
  organizationId!: number;
  walletId!: string;
  balance = String(NEW_WALLET_CREDITS);
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const WalletSchema = new EntitySchema<Wallet>({
  class: Wallet,
  tableName: 'wallets',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    organizationId: { type: 'integer', unique: true },
    walletId: { type: 'string', columnType: 'text', unique: true },
    balance: { type: 'decimal', columnType: 'numeric(20,6)' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', columnType: 'timestamptz', onUpdate: () => new Date() },
  },
});
