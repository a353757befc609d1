import { getTableColumns, sql } from "drizzle-orm";
import { files } from "../schema";
import { namingOf } from "./person-naming";

/** A file with its uploader's naming fields, read in the same statement. */
export const fileColumns = { ...getTableColumns(files), uploaderNaming: sql<string | null>`${namingOf(files.uploadedBy)}` };
export type FileRow = typeof files.$inferSelect & { uploaderNaming: string | null };
