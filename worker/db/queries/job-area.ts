import { type SQL, and, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { jobs } from "../schema";

/** The sum of a job's measured square feet, or null when none has an area. */
export function measuredArea(jobId: string): SQL<number | null> {
  return sql`(select round(sum(m.square_feet), 2) from measurements as m where m.job_id = ${jobId})`;
}

/** Touches the job after a measurement change (when `condition` holds); its total follows the measurements unless set by hand or a template. */
export function refreshJobArea(db: Db, jobId: string, now: Date, condition: SQL = sql`1`) {
  return db
    .update(jobs)
    .set({
      updatedAt: now,
      totalSquareFeet: sql`case when ${jobs.totalSquareFeetSource} = 'measurements' then ${measuredArea(jobId)} else ${jobs.totalSquareFeet} end`,
    })
    .where(and(eq(jobs.id, jobId), condition))
    .returning();
}
