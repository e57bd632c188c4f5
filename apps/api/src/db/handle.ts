import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * The query builder both drivers share: code never knows which database it runs on. It carries no
 * schema (queries name their tables), so the database layer depends on no module; `./schema.ts`
 * gathers the tables for drizzle-kit alone. Its own file, so `./prepared.ts` and `./client.ts`
 * do not import each other.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
