// One place decides which database the app talks to:
//   DATABASE_URL unset  -> embedded PGlite in .data/pglite (single process, guarded by a lock file)
//   DATABASE_URL set    -> PostgreSQL through @prisma/adapter-pg with a pool
// The client is created on first use, never at import time, so `next build` never
// opens the database. It lives on globalThis because Next can evaluate this module
// once per bundle layer; two PGlite instances on one directory would corrupt it.
import type pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { createPgliteClient } from "@/lib/db/pglite";
import { createPostgresClient } from "@/lib/db/postgres";

export type DbClient = PrismaClient;

type Holder = { client?: PrismaClient; close?: () => Promise<void>; kind?: "pglite" | "postgres"; pool?: pg.Pool; pglite?: PGlite };
const globalKey = Symbol.for("gateway.db");
const holder: Holder = ((globalThis as Record<symbol, unknown>)[globalKey] as Holder) ??= {};

export function db(): PrismaClient {
  if (!holder.client) open();
  return holder.client!;
}

export function databaseKind(): "pglite" | "postgres" {
  if (!holder.kind) open();
  return holder.kind!;
}

/** Tests (and the CLI) hand in a client they created themselves. */
export function setDatabase(client: PrismaClient, kind: "pglite" | "postgres", close?: () => Promise<void>, pool?: pg.Pool, pglite?: PGlite) {
  holder.client = client;
  holder.kind = kind;
  holder.close = close;
  holder.pool = pool;
  holder.pglite = pglite;
}

export async function closeDatabase() {
  const close = holder.close;
  holder.client = undefined;
  holder.close = undefined;
  holder.kind = undefined;
  holder.pool = undefined;
  holder.pglite = undefined;
  await close?.();
}

function open() {
  const url = env().DATABASE_URL;
  if (url) {
    const { client, close, pool } = createPostgresClient(url, env().DATABASE_POOL_SIZE);
    setDatabase(client, "postgres", close, pool);
  } else {
    const { client, close, pglite } = createPgliteClient(env().pgliteDir);
    setDatabase(client, "pglite", close, undefined, pglite);
  }
}

/** The open connection's parts, for the hot path that bypasses the client (lib/db/hot-query.ts); nothing is opened. */
export function openConnection(): Readonly<Holder> {
  return holder;
}

/** The PGlite instance under `database` when it is the open PGlite client; undefined on PostgreSQL or for another client. */
export function pgliteUnder(database: unknown): PGlite | undefined {
  return holder.pglite && database === holder.client ? holder.pglite : undefined;
}
