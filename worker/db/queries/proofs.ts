import { and, desc, eq, gt, inArray, max, sql } from "drizzle-orm";
import { PROOFS_PER_JOB_MAX } from "../../../shared/constants";
import type { ProofDecision } from "../../../shared/domain/vocabulary";
import { newRevision } from "../../lib/edits";
import type { Db } from "../client";
import { files, jobs, proofVersions, proofs } from "../schema";
import { ownedBy } from "./access";
import type { JobGrant } from "./access";
import { type Actor, logActivityIf } from "./activity";
import { hasRoom, insertWhere } from "./insert-where";
import type { FileRow } from "./file-columns";
import { describeJob } from "./job-row";

export type ProofRow = typeof proofs.$inferSelect & { filename: string; fileType: string };

const listed = (db: Db) => db.select({ proof: proofs, filename: files.filename, fileType: files.fileType }).from(proofs).innerJoin(files, eq(files.id, proofs.fileId));
export const proofRow = ({ proof, filename, fileType }: { proof: typeof proofs.$inferSelect; filename: string; fileType: string }): ProofRow => ({ ...proof, filename, fileType });

/** The job's proofs, newest version first, with the name of the file each one shows. */
export function proofsOf(db: Db, grant: JobGrant) {
  return listed(db).where(eq(proofs.jobId, grant.job.id)).orderBy(desc(proofs.version));
}
export const proofRows = async (db: Db, grant: JobGrant) => (await proofsOf(db, grant).all()).map(proofRow);

export async function findJobProof(db: Db, grant: JobGrant, proofId: string): Promise<ProofRow | null> {
  const row = await listed(db).where(and(eq(proofs.jobId, grant.job.id), eq(proofs.id, proofId))).get();
  return row ? proofRow(row) : null;
}

export type ProofSending = { message: string | null; startJobOnApproval: boolean };

/**
 * Sends the file as the job's next design version: the pending versions before it are superseded
 * in the same batch, while the job holds fewer than PROOFS_PER_JOB_MAX (null when it is full,
 * decided in the batch). The version follows the highest the job ever numbered (`proofVersions`), so a deleted
 * version's number is not given again. Two sent at once compute the same version and the unique (job, version)
 * index fails the later batch whole, which the route answers with a 409.
 */
export async function openProof(db: Db, actor: Actor, grant: JobGrant, file: FileRow, sending: ProofSending): Promise<ProofRow | null> {
  const jobId = grant.job.id;
  const [[latest], [numbered]] = await db.batch([
    db.select({ version: max(proofs.version) }).from(proofs).where(eq(proofs.jobId, jobId)),
    db.select({ version: proofVersions.lastVersion }).from(proofVersions).where(eq(proofVersions.jobId, jobId)),
  ]);
  const version = Math.max(latest?.version ?? 0, numbered?.version ?? 0) + 1;
  const now = new Date();
  const starts = sending.startJobOnApproval ? "; approving it starts the job" : "";
  const details = `${file.filename} (version ${version}) on ${describeJob(grant.job)}${starts}`;
  const room = hasRoom(proofs, eq(proofs.jobId, grant.job.id), PROOFS_PER_JOB_MAX);
  const [, [row]] = await db.batch([
    db.update(proofs).set({ status: "superseded" }).where(and(eq(proofs.jobId, grant.job.id), eq(proofs.status, "pending"), room)),
    insertWhere(db, proofs, { jobId: grant.job.id, fileId: file.id, version, ...sending, sentBy: actor.userId, createdAt: now }, room).returning(),
    logActivityIf(db, { userId: actor.userId, ownerId: grant.job.userId, jobId: grant.job.id, action: "sent_proof", details, timestamp: now }, sql`changes() = 1`),
    insertWhere(db, proofVersions, { jobId, lastVersion: version }, sql`exists (select 1 from ${proofs} where ${proofs.jobId} = ${jobId} and ${proofs.version} = ${version})`).onConflictDoUpdate({
      target: proofVersions.jobId,
      set: { lastVersion: sql`max(${proofVersions.lastVersion}, excluded.last_version)` },
    }),
  ]);
  return row ? { ...row, filename: file.filename, fileType: file.fileType } : null;
}

export type DecisionWrite = { decision: ProofDecision; name: string; comment: string | null; addressHash: string; markedKey: string | null };

/**
 * Records the client's decision on a pending proof, once; null when it was decided or superseded
 * meanwhile. An approval of a proof sent with `startJobOnApproval` also moves the job from
 * quote_sent to in_progress in the same batch, only if this batch decided the proof and the job is
 * still quote_sent then; the entry for it is written only when that update happened.
 */
export async function decideProof(db: Db, grant: JobGrant, proof: ProofRow, write: DecisionWrite): Promise<ProofRow | null> {
  const now = new Date();
  const verdict = write.decision === "approved" ? "approved" : write.markedKey ? "changes requested, with marks on the design" : "changes requested";
  const named = `${proof.filename} (version ${proof.version}) on ${describeJob(grant.job)}`;
  const entry = { userId: grant.job.userId, ownerId: grant.job.userId, jobId: grant.job.id, timestamp: now };
  const stillPending = sql`exists (select 1 from ${proofs} where ${proofs.id} = ${proof.id} and ${proofs.status} = 'pending')`;
  const decided = db
    .update(proofs)
    .set({ status: write.decision, decidedName: write.name, decidedComment: write.comment, decidedAt: now, decidedAddressHash: write.addressHash, markedKey: write.markedKey })
    .where(and(eq(proofs.id, proof.id), eq(proofs.status, "pending")))
    .returning();
  const logged = logActivityIf(db, { ...entry, action: `proof_${write.decision}`, details: `${named}: ${verdict} by ${write.name} through a share link` }, stillPending);
  const revision = newRevision();
  const starting =
    write.decision === "approved" && proof.startJobOnApproval
      ? [
          db
            .update(jobs)
            .set({ status: "in_progress", revision, updatedAt: now })
            .where(and(eq(jobs.id, grant.job.id), eq(jobs.status, "quote_sent"), sql`changes() = 1`)),
          logActivityIf(
            db,
            { ...entry, action: "started_job", details: `${describeJob(grant.job)}: moved from Quote Sent to In Progress as ${write.name} approved ${proof.filename} (version ${proof.version})` },
            sql`exists (select 1 from ${jobs} where ${jobs.id} = ${grant.job.id} and ${jobs.revision} = ${revision})`,
          ),
        ]
      : [];
  const [, [row]] = await db.batch([logged, decided, ...starting]);
  return row ? { ...row, filename: proof.filename, fileType: proof.fileType } : null;
}

/** Answers clients gave on the owner's designs since `since`, newest first: what the dashboard announces. */
export function answeredProofs(db: Db, userId: string, since: Date, limit: number) {
  return db
    .select({ proof: proofs, filename: files.filename, fileType: files.fileType, job: { id: jobs.id, clientName: jobs.clientName, jobName: jobs.jobName } })
    .from(proofs)
    .innerJoin(jobs, eq(jobs.id, proofs.jobId))
    .innerJoin(files, eq(files.id, proofs.fileId))
    .where(and(ownedBy(userId), inArray(proofs.status, ["approved", "changes_requested"]), gt(proofs.decidedAt, since)))
    .orderBy(desc(proofs.decidedAt))
    .limit(limit)
    .all();
}
