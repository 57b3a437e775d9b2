import { ChainAccountRepository } from './chain-account.repository';
import { DidBindingRepository } from './did-binding.repository';
import { RealNameAttemptRepository } from './real-name-attempt.repository';
import { SmsCodeRepository } from './sms-code.repository';
import { UserRepository } from './user.repository';

/**
 * The identity module's repositories. Every method takes the executor first: the database, or the
 * transaction a service opened (`db.transaction()`) — inside one, every step must use it (on SQLite
 * another connection would wait for the transaction to end).
 */
export interface IdentityRepositories {
  users: UserRepository;
  codes: SmsCodeRepository;
  realNameAttempts: RealNameAttemptRepository;
  chainAccounts: ChainAccountRepository;
  didBindings: DidBindingRepository;
}

export function identityRepositories(): IdentityRepositories {
  return {
    users: new UserRepository(),
    codes: new SmsCodeRepository(),
    realNameAttempts: new RealNameAttemptRepository(),
    chainAccounts: new ChainAccountRepository(),
    didBindings: new DidBindingRepository(),
  };
}
