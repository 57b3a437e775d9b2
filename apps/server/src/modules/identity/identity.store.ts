import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ChainAccountRepository } from './chain-account.repository';
import { DidBindingRepository } from './did-binding.repository';
import { RealNameAttemptRepository } from './real-name-attempt.repository';
import { SmsCodeRepository } from './sms-code.repository';
import { UserRepository } from './user.repository';

/**
 * The identity module's repositories over one connection, so that a service can run several steps in
 * one database transaction (`transaction`) without touching kysely itself.
 */
export class IdentityStore {
  readonly users: UserRepository;
  readonly codes: SmsCodeRepository;
  readonly realNameAttempts: RealNameAttemptRepository;
  readonly chainAccounts: ChainAccountRepository;
  readonly didBindings: DidBindingRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.users = new UserRepository(db);
    this.codes = new SmsCodeRepository(db);
    this.realNameAttempts = new RealNameAttemptRepository(db);
    this.chainAccounts = new ChainAccountRepository(db);
    this.didBindings = new DidBindingRepository(db);
  }

  /**
   * Runs `work` in one transaction (joins the current one when already inside). Everything inside must
   * use the store it is given: on SQLite another connection would wait for this transaction to end.
   */
  transaction<T>(work: (store: IdentityStore) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(new IdentityStore(trx)));
  }
}
