// The SQL observer: one hook over every statement the app sends, for the tenancy test.
/**
 * A hook that sees the text of every SQL statement the app sends: the tenancy test
 * (tests/integration/api/merchant-scoping.test.ts) registers one and checks that each statement on a
 * merchant's table filters on "merchantId". Nothing registers one in the app, so there it costs
 * one null check per statement. On PostgreSQL Prisma's statements pass `statementName` (the
 * adapter asks it for every query); on PGlite the adapter is wrapped; `hotQuery` reports its own.
 */
export type SqlObserver = (sql: string) => void;
let sqlObserver: SqlObserver | null = null;

export function setSqlObserver(next: SqlObserver | null) {
  sqlObserver = next;
}

/** Reports one statement's text to the observer, if one is set. */
export function observeSql(sql: string) {
  if (sqlObserver) sqlObserver(sql);
}

