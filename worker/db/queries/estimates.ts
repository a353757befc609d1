import { and, desc, eq, sql } from "drizzle-orm";
import { estimateTotals } from "../../../shared/domain/estimate-math";
import { ESTIMATES_PER_JOB_MAX, type EstimateCreate } from "../../../shared/schemas/estimate";
import { newRevision } from "../../lib/edits";
import type { Db } from "../client";
import { materialEstimates } from "../schema";
import type { JobGrant } from "./access";
import { type ActivityEntry, type Actor, byActor, logActivityIf } from "./activity";
import { dependencies, stillAsRead } from "./field-guard";
import { hasRoom, insertWhere } from "./insert-where";
import { describeJob } from "./job-row";

export type EstimateRow = typeof materialEstimates.$inferSelect;
export type EstimateValues = Omit<EstimateCreate, "id" | "materialPrice" | "laborHours" | "laborRate" | "notes"> & {
  materialPrice: number | null;
  laborHours: number | null;
  laborRate: number | null;
  notes: string | null;
};

/** The stored row's worked-out columns, always from the server's own arithmetic. */
function withTotals(values: EstimateValues) {
  const { rollsNeeded, totalMaterialCost, totalLaborCost, totalProjectCost } = estimateTotals(values);
  return { ...values, rollsNeeded, totalMaterialCost, totalLaborCost, totalProjectCost };
}

const logEntry = (actor: Actor, grant: JobGrant, action: string, values: Pick<EstimateValues, "totalSurfaceArea">, now: Date): ActivityEntry => ({
  userId: actor.userId,
  ownerId: grant.job.userId,
  jobId: grant.job.id,
  action,
  details: `Estimate for ${values.totalSurfaceArea} sq ft on ${describeJob(grant.job)}${byActor(actor)}`,
  timestamp: now,
});

const stillHas = (id: string, revision: number) => sql`exists (select 1 from material_estimates where id = ${id} and revision = ${revision})`;

export function listEstimates(db: Db, grant: JobGrant): Promise<EstimateRow[]> {
  return db
    .select()
    .from(materialEstimates)
    .where(eq(materialEstimates.jobId, grant.job.id))
    .orderBy(desc(materialEstimates.createdAt), desc(materialEstimates.id))
    .all();
}

/** The new row (`created`) or the one already stored under the client's id. */
export type EstimateInsert = { estimate: EstimateRow; created: boolean };

/**
 * Inserts only while the job has room, decided in the insert itself so parallel creates end at the
 * cap; the activity entry follows only when the row was written. Null when the job is full. A job
 * deleted meanwhile fails the batch (foreign key).
 */
export async function insertEstimate(db: Db, actor: Actor, grant: JobGrant, id: string, values: EstimateValues): Promise<EstimateInsert | null> {
  const now = new Date();
  const revision = newRevision();
  const row = { ...withTotals(values), id, revision, jobId: grant.job.id, createdAt: now, updatedAt: now };
  const [[estimate], , [stored]] = await db.batch([
    insertWhere(db, materialEstimates, row, hasRoom(materialEstimates, eq(materialEstimates.jobId, grant.job.id), ESTIMATES_PER_JOB_MAX))
      .onConflictDoNothing({ target: materialEstimates.id })
      .returning(),
    logActivityIf(db, logEntry(actor, grant, "added_estimate", values, now), stillHas(id, revision)),
    db.select().from(materialEstimates).where(eq(materialEstimates.id, id)),
  ]);
  if (estimate) return { estimate, created: true };
  return stored ? { estimate: stored, created: false } : null;
}

/** The terms the rolls and costs are worked out from; currency and notes stand alone. */
const TERMS = ["vinylRollWidth", "vinylRollLength", "totalSurfaceArea", "wastePercentage", "materialPriceBasis", "materialPrice", "laborHours", "laborRate"] as const;
const INPUTS: Record<string, readonly string[]> = Object.fromEntries(TERMS.map((term) => [term, TERMS]));

/**
 * Writes the changed fields only, compare-and-set on the fields the edit depends on: those in
 * `checked` (compared with `base`) and, when a term changes, the other terms of the totals. Null
 * when another write changed one of them first; edits of other fields do not get in the way.
 */
export async function updateEstimate(
  db: Db,
  actor: Actor,
  grant: JobGrant,
  before: EstimateRow,
  values: EstimateValues,
  checked: readonly string[],
): Promise<EstimateRow | null> {
  const now = new Date();
  const revision = newRevision();
  const changed = (Object.keys(values) as (keyof EstimateValues)[]).filter((field) => values[field] !== before[field]);
  const { rollsNeeded, totalMaterialCost, totalLaborCost, totalProjectCost } = withTotals(values);
  const totals = TERMS.some((term) => changed.includes(term)) ? { rollsNeeded, totalMaterialCost, totalLaborCost, totalProjectCost } : {};
  const [[estimate]] = await db.batch([
    db
      .update(materialEstimates)
      .set({ ...Object.fromEntries(changed.map((field) => [field, values[field]])), ...totals, revision, updatedAt: now })
      .where(and(eq(materialEstimates.id, before.id), stillAsRead(materialEstimates, before, dependencies(changed, checked, INPUTS))))
      .returning(),
    logActivityIf(db, logEntry(actor, grant, "updated_estimate", values, now), stillHas(before.id, revision)),
  ]);
  return estimate ?? null;
}

export async function deleteEstimate(db: Db, actor: Actor, grant: JobGrant, target: EstimateRow): Promise<boolean> {
  const now = new Date();
  const [deleted] = await db.batch([
    db.delete(materialEstimates).where(eq(materialEstimates.id, target.id)).returning({ id: materialEstimates.id }),
    logActivityIf(db, logEntry(actor, grant, "deleted_estimate", target, now), sql`changes() = 1`),
  ]);
  return deleted.length === 1;
}
