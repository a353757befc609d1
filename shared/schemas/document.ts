import * as z from "zod";
import { timeZoneQuery } from "./fields";

const REPORT_PHOTO_CHOICES = ["all", "marked", "none"] as const;
export type ReportPhotoChoice = (typeof REPORT_PHOTO_CHOICES)[number];
const REPORT_UNITS = ["imperial", "metric"] as const;

/** A job report's options: which photos (the marked-up ones only, or none), whether to list the measurements, the reader's units and time zone. */
export const ReportQuerySchema = z.object({
  photos: z.enum(REPORT_PHOTO_CHOICES, "Photos must be all, marked or none").default("all"),
  measurements: z.enum(["1", "0"], "Measurements must be 1 or 0").default("1"),
  units: z.enum(REPORT_UNITS, "Units must be imperial or metric").default("imperial"),
  tz: timeZoneQuery,
});

export type ReportQuery = z.output<typeof ReportQuerySchema>;

/** A quote is made from the estimate named, else the job's latest. */
export const QuoteQuerySchema = z.object({
  estimateId: z.uuid("estimateId must be an estimate's id").optional(),
  tz: timeZoneQuery,
});
