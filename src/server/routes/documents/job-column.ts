import { sql } from "drizzle-orm";
import { PER_JOB_TYPES } from "../../../domain/catalogue";
import { policies } from "../../db/schema";

/**
 * What tells one per-job document from another of its type in a list: "job, site" from its inputs
 * (as `jobLabel` words it), or null for a business-wide document or one made without either. Read
 * in the list's own query so a list row needs no conversion after the database.
 */
export const jobColumn = sql<string | null>`case when ${policies.type} in (${sql.join(
  PER_JOB_TYPES.map((t) => sql`${t}`),
  sql`, `,
)}) then nullif(concat_ws(', ',
    coalesce(nullif(trim(${policies.metadata}->>'activity'), ''), nullif(trim(${policies.metadata}->>'scope'), '')),
    nullif(trim(${policies.metadata}->>'location'), '')), '') end`;
