// bcryptjs for the Vitest projects (vitest.config.ts aliases "bcryptjs" here): the real library, every
// password hashed at cost 4 instead of production's 11 (lib/crypto/passwords.ts). Hashing and checking
// are unchanged (a cost-4 hash is checked at cost 4, a wrong password still fails); only the work factor
// is. At cost 11 pure-JS bcrypt took 0.25–0.5 s of CPU per hash on the 2-core CI machine, and every
// createTestMerchant() (248 call sites, many in loops) hashes its owner's password. The e2e suite and
// the CLI's child processes run the production cost.
import bcrypt from "../../node_modules/bcryptjs/index.js";

export const TEST_COST = 4;

type HashArgs = Parameters<typeof bcrypt.hash>;
type HashSyncArgs = Parameters<typeof bcrypt.hashSync>;
const costOf = (salt: unknown) => (typeof salt === "number" ? TEST_COST : salt);

const testBcrypt: typeof bcrypt = {
  ...bcrypt,
  hash: ((password: HashArgs[0], salt: HashArgs[1], ...rest: unknown[]) =>
    (bcrypt.hash as (...args: unknown[]) => unknown)(password, costOf(salt), ...rest)) as typeof bcrypt.hash,
  hashSync: ((password: HashSyncArgs[0], salt?: HashSyncArgs[1]) => bcrypt.hashSync(password, costOf(salt ?? 10) as number | string)) as typeof bcrypt.hashSync,
};

export default testBcrypt;
