import { getTableColumns, sql } from "drizzle-orm";
import { photos } from "../schema";

const { markup: _markup, ...rowColumns } = getTableColumns(photos);

/** A photo without its markup shapes, which can run to hundreds of KB and are read only to edit them. */
export const photoColumns = { ...rowColumns, hasMarkup: sql<boolean>`${photos.markup} is not null`.mapWith(Boolean) };
export type PhotoRow = Omit<typeof photos.$inferSelect, "markup"> & { hasMarkup: boolean };
