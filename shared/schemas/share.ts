import * as z from "zod";
import { MeasurementCreateSchema } from "./measurement";
import { PhotoUploadFieldsSchema } from "./photo";
import { line } from "./fields";
import { showsText } from "../domain/visible-text";
import { QR_SHARE_EXPIRY_DAYS, QR_SHARE_EXPIRY_DEFAULT, type QrShareExpiryDays, type QrShareState } from "../domain/qr-share-state";
import type { LengthUnit } from "../domain/units";
import type { Proof } from "./file";
import { type FileCategory, type JobStatus, type PhotoCategory, QR_SHARE_ACCESS_LEVELS, type QrShareAccessLevel, type TotalAreaSource } from "../domain/vocabulary";

const CONTRIBUTOR_NAME_MAX = 60;

export const QrShareCreateSchema = z.object({
  accessLevel: z.enum(QR_SHARE_ACCESS_LEVELS, { error: "Access level must be view or edit" }).default("view"),
  expiresInDays: z
    .number({ error: `Expiry must be one of ${QR_SHARE_EXPIRY_DAYS.join(", ")} days` })
    .refine((days) => (QR_SHARE_EXPIRY_DAYS as readonly number[]).includes(days), `Expiry must be one of ${QR_SHARE_EXPIRY_DAYS.join(", ")} days`)
    .default(QR_SHARE_EXPIRY_DEFAULT),
}).strict();
export type QrShareCreateInput = z.input<typeof QrShareCreateSchema>;

/** A share as its owner lists it. The token is not part of it: only its hash is kept (README, "Share links"). */
export type QrShare = {
  id: string;
  jobId: string;
  accessLevel: QrShareAccessLevel;
  expiresAt: string | null;
  /** The expiry choice the link was made with, which a new link like it repeats. */
  expiresInDays: QrShareExpiryDays;
  isActive: boolean;
  state: QrShareState;
  viewCount: number;
  lastAccessedAt: string | null;
  createdAt: string;
};

/** The creation answer: the only time the token, its URL and its QR code are seen. */
export type CreatedQrShare = QrShare & { shareToken: string; shareUrl: string; qrCode: string };

/** What a share link shows: no owner, no client phone, email, contact or private notes. */
export type SharedJob = {
  jobName: string | null;
  clientName: string;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleColor: string | null;
  vehicleVin: string | null;
  status: JobStatus;
  progress: number;
  totalSquareFeet: number | null;
  /** Where the job's total area comes from: a template's or a hand-typed area is not the sum of the listed panels. */
  totalSquareFeetSource: TotalAreaSource;
  dueDate: string | null;
  updatedAt: string;
};

export type SharedMeasurement = {
  id: string;
  panel: string | null;
  label: string | null;
  jobType: string;
  width: number | null;
  height: number | null;
  length: number | null;
  unit: LengthUnit;
  squareFeet: number | null;
  createdAt: string;
};

export type SharedPhoto = {
  id: string;
  caption: string | null;
  category: PhotoCategory;
  /** The marked-up rendition when there is one, else the photo; thumbnailUrl the same, small, for grids. */
  url: string;
  thumbnailUrl: string;
  createdAt: string;
};

/** A file the owner chose to show on the link. */
export type SharedFile = {
  id: string;
  filename: string;
  fileType: string;
  size: number;
  category: FileCategory;
  url: string;
  previewUrl: string | null;
  createdAt: string;
};

export type SharedProof = Omit<Proof, "jobId" | "startJobOnApproval"> & { fileType: string; url: string; previewUrl: string | null };

export type SharedView = {
  job: SharedJob;
  measurements: SharedMeasurement[];
  photos: SharedPhoto[];
  files: SharedFile[];
  /** Designs sent for approval, newest version first. */
  proofs: SharedProof[];
  accessLevel: QrShareAccessLevel;
  /** The owner's shop works in centimetres or metres: the page gives square metres beside square feet, as the app does. */
  metric: boolean;
};

const contributorName = line({ error: "Please enter your name" })
  .max(CONTRIBUTOR_NAME_MAX, `Must be ${CONTRIBUTOR_NAME_MAX} characters or fewer`)
  .refine(showsText, { message: "Please enter your name", abort: true });

/** A measurement added through an edit link, signed with the name the visitor typed. */
export const SharedMeasurementCreateSchema = z.object({ contributorName, measurement: MeasurementCreateSchema });
export type SharedMeasurementCreateInput = z.input<typeof SharedMeasurementCreateSchema>;
export type SharedMeasurementCreated = { measurement: SharedMeasurement; totalSquareFeet: number | null };

/** The text fields of a photo uploaded through an edit link (multipart, the file in `photo`). */
export const SharedPhotoFieldsSchema = PhotoUploadFieldsSchema.extend({ contributorName });
export type SharedPhotoCreated = { photo: SharedPhoto };
