import { qrShareExpiryChoice, qrShareState } from "../../shared/domain/qr-share-state";
import type { QrShare } from "../../shared/schemas/share";
import type { QrShareRow } from "../db/queries/qr-shares";

export function toQrShareDto(row: QrShareRow, now = new Date()): QrShare {
  return {
    id: row.id,
    jobId: row.jobId,
    accessLevel: row.accessLevel,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expiresInDays: qrShareExpiryChoice(row),
    isActive: row.isActive,
    state: qrShareState(row, now),
    viewCount: row.viewCount,
    lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
