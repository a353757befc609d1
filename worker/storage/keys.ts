/**
 * The R2 key scheme (architecture: "R2 layout"). Keys are made here from server-side ids, never
 * from a file name, so a key cannot escape its job's or user's prefix; rows store these keys.
 */
import * as z from "zod";

const uuid = z.uuid();

function id(value: string): string {
  if (!uuid.safeParse(value).success) throw new Error(`Not an id for a storage key: ${JSON.stringify(value)}`);
  return value.toLowerCase();
}

/** Every object of a job lives under this prefix, so deleting the job can sweep them all. */
export const jobPrefix = (jobId: string) => `jobs/${id(jobId)}/`;
export const photoPrefix = (jobId: string, photoId: string) => `${jobPrefix(jobId)}photos/${id(photoId)}/`;
/**
 * Each upload writes its original and thumbnail under a fresh id, so two uploads racing under one
 * photo id never overwrite each other's bytes: the row that wins names its own objects.
 */
export const uploadKeys = (jobId: string, photoId: string, uploadId: string) => {
  const base = `${photoPrefix(jobId, photoId)}uploads/${id(uploadId)}`;
  return { original: `${base}/original`, thumb: `${base}/thumb` };
};
/** Each markup save writes its renditions under a fresh id, so a refused or raced save never overwrites the one in use. */
export const annotatedKeys = (jobId: string, photoId: string, renditionId: string) => {
  const base = `${photoPrefix(jobId, photoId)}annotated/${id(renditionId)}`;
  return { full: base, thumb: `${base}-thumb` };
};
export const filePrefix = (jobId: string, fileId: string) => `${jobPrefix(jobId)}files/${id(fileId)}/`;
/** Each upload of a file id writes under a fresh id, so racing uploads never overwrite the bytes the winning row names. */
export const fileUploadKey = (jobId: string, fileId: string, uploadId: string) => `${filePrefix(jobId, fileId)}${id(uploadId)}`;
/** A client's marks on a design, under its file so deleting the file sweeps them; a fresh id per try, as for uploads. */
export const proofMarksKey = (jobId: string, fileId: string, proofId: string, uploadId: string) => `${filePrefix(jobId, fileId)}marks/${id(proofId)}/${id(uploadId)}`;
export const voiceNotePrefix = (jobId: string, noteId: string) => `${jobPrefix(jobId)}voice/${id(noteId)}/`;
/** As for photos, each upload writes under a fresh id, so two uploads racing under one note id never overwrite each other's audio. */
export const voiceUploadKey = (jobId: string, noteId: string, uploadId: string) => `${voiceNotePrefix(jobId, noteId)}${id(uploadId)}`;
export const backupKey = (userId: string, backupId: string) => `backups/${id(userId)}/${id(backupId)}.zip`;
/** Every object of a user's own (not of a job): deleting the account sweeps the prefix. */
export const userPrefix = (userId: string) => `users/${id(userId)}/`;
/** Each upload writes its logo under a fresh id, so a raced or failed upload never overwrites the one in use. */
export const logoKey = (userId: string, uploadId: string) => `${userPrefix(userId)}logo/${id(uploadId)}`;
export const backupPrefix = (userId: string) => `backups/${id(userId)}/`;
