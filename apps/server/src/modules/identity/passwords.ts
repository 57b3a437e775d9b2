import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashing (decision 008): argon2id for login passwords; argon2id with a pepper derived from
 * MASTER_KEY for pay passwords, whose 6 digits would otherwise fall to an offline search of a dump.
 */
export class PasswordHasher {
  /** A hash of nothing anyone knows: verifying against it keeps "no such user" as slow as a wrong password. */
  private dummy: Promise<string> | undefined;

  constructor(private readonly payPepper: Buffer) {}

  hashPassword(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verifyPassword(stored: string | null, password: string): Promise<boolean> {
    if (stored === null) {
      this.dummy ??= hash('curio-no-such-password', OPTIONS);
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    return verify(stored, password).catch(() => false);
  }

  hashPayPassword(payPassword: string): Promise<string> {
    return hash(payPassword, { ...OPTIONS, secret: this.payPepper });
  }

  verifyPayPassword(stored: string, payPassword: string): Promise<boolean> {
    return verify(stored, payPassword, { secret: this.payPepper }).catch(() => false);
  }
}
