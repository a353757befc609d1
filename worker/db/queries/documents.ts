import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { materialEstimates, users } from "../schema";
import type { JobGrant } from "./access";
import type { EstimateRow } from "./estimates";
import type { FileRow } from "./file-columns";
import { sharedFilesOf } from "./files";
import type { MeasurementRow } from "./measurements";
import { measurementsOf } from "./measurements";
import type { PhotoRow } from "./photo-columns";
import { photosOf } from "./photos";
import { type ProofRow, proofRow, proofsOf } from "./proofs";

export type OwnerNaming = {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string | null;
  businessName: string | null;
  phone: string | null;
  logoKey: string | null;
};

/** The named estimate of the job, else its latest, as a query. */
function estimateOf(db: Db, grant: JobGrant, estimateId?: string) {
  const ofJob = eq(materialEstimates.jobId, grant.job.id);
  return db
    .select()
    .from(materialEstimates)
    .where(estimateId ? and(ofJob, eq(materialEstimates.id, estimateId)) : ofJob)
    .orderBy(desc(materialEstimates.createdAt), desc(materialEstimates.id))
    .limit(1);
}

function ownerOf(db: Db, grant: JobGrant) {
  const { firstName, lastName, username, email, businessName, phone, logoKey } = users;
  return db.select({ firstName, lastName, username, email, businessName, phone, logoKey }).from(users).where(eq(users.id, grant.job.userId));
}

export type ReportRows = {
  measurements: MeasurementRow[];
  photos: PhotoRow[];
  files: FileRow[];
  proofs: ProofRow[];
  estimate: EstimateRow | null;
  owner: OwnerNaming | null;
};

/** Everything a job report shows, read in one batch. */
export async function reportRows(db: Db, grant: JobGrant): Promise<ReportRows> {
  const [measurements, photos, files, proofs, [estimate], [owner]] = await db.batch([
    measurementsOf(db, grant),
    photosOf(db, grant),
    sharedFilesOf(db, grant),
    proofsOf(db, grant),
    estimateOf(db, grant),
    ownerOf(db, grant),
  ]);
  return { measurements, photos, files, proofs: proofs.map(proofRow), estimate: estimate ?? null, owner: owner ?? null };
}

/** The estimate a quote is made from and the business it comes from, read in one batch. */
export async function quoteRows(db: Db, grant: JobGrant, estimateId?: string): Promise<{ estimate: EstimateRow | null; owner: OwnerNaming | null }> {
  const [[estimate], [owner]] = await db.batch([estimateOf(db, grant, estimateId), ownerOf(db, grant)]);
  return { estimate: estimate ?? null, owner: owner ?? null };
}
