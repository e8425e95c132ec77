// Arrays in SQL as one bound parameter, an array literal ('{1,2,3}') cast in the statement: the
// values never enter the SQL text, the statement has one parameter however many values there are,
// and an empty array is just '{}'. (Drizzle would expand a JS array in a sql`` template into a
// parenthesised list of parameters, so the literal is built here; node-postgres and PGlite both
// pass a string parameter through to the cast.) The arrays hold ids and quantities, all integer
// columns (serial ids; only rate_hits.id is bigint, and it is never passed as an array), so int[].
import { type SQL, sql } from 'drizzle-orm'

/** `$1::int[]` for integer values (ids, quantities). */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.map(Number).join(',')}}`}::int[]`

/** `$1::bigint[]` for values past int4 (prices in toman, bigserial ids). */
export const bigintArray = (values: readonly number[]): SQL =>
  sql`${`{${values.map((v) => Math.trunc(Number(v))).join(',')}}`}::bigint[]`

/** `$1::text[]`, each value quoted (so commas, quotes and backslashes stay inside it). */
export const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`
