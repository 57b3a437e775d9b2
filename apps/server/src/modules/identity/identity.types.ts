import type { AccountService } from './account.service';
import type { ChainAccountService } from './chain-account.service';
import type { DidService } from './did.service';
import type { InviteeService } from './invitee.service';
import type { RealNameService } from './real-name.service';
import type { SessionService } from './session.service';
import type { SmsCodeService } from './sms-code.service';
import type { UserConsoleService } from './user-console.service';
import type { UserService } from './user.service';

/** The identity module's services (`app.identity`): later modules check chain accounts and sessions here. */
export interface IdentityServices {
  sessions: SessionService;
  codes: SmsCodeService;
  accounts: AccountService;
  users: UserService;
  realName: RealNameService;
  /** The users' custodial chain accounts (beside `app.chain.outbox`, the chain outbox). */
  chainAccounts: ChainAccountService;
  dids: DidService;
  /** The operator console's view of the users (decision 039). */
  console: UserConsoleService;
  /** Invitations read from users (decision 049): invitees, their standing, the leaderboard. */
  invitees: InviteeService;
}
