import * as z from "zod";
import { timeZoneQuery } from "./fields";

const REPORT_PHOTO_CHOICES = ["all", "marked", "none"] as const;
export type ReportPhotoChoice = (typeof REPORT_PHOTO_CHOICES)[number];
const DOCUMENT_UNITS = ["imperial", "metric"] as const;
/** The units of a document's figures: imperial (square feet, inches, feet), or metric (square metres beside the square feet, centimetres, metres). */
export type DocumentUnits = (typeof DOCUMENT_UNITS)[number];

const unitsQuery = z.enum(DOCUMENT_UNITS, "Units must be imperial or metric").default("imperial");

/** A job report's options: which photos (the marked-up ones only, or none), whether to list the measurements, the reader's units and time zone. */
export const ReportQuerySchema = z.object({
  photos: z.enum(REPORT_PHOTO_CHOICES, "Photos must be all, marked or none").default("all"),
  measurements: z.enum(["1", "0"], "Measurements must be 1 or 0").default("1"),
  units: unitsQuery,
  tz: timeZoneQuery,
});

export type ReportQuery = z.output<typeof ReportQuerySchema>;

/** A quote is made from the estimate named, else the job's latest, in the reader's units and time zone. */
export const QuoteQuerySchema = z.object({
  estimateId: z
    .uuid("estimateId must be an estimate's id")
    .transform((id) => id.toLowerCase())
    .optional(),
  units: unitsQuery,
  tz: timeZoneQuery,
});
