import { Hono } from "hono";
import { SHARE_LINKS_PER_JOB_MAX } from "../../shared/constants";
import { sharedPath } from "../../shared/domain/qr-share-state";
import { type CreatedQrShare, QrShareCreateSchema } from "../../shared/schemas/share";
import { deactivateQrShare, insertQrShare, listQrShares } from "../db/queries/qr-shares";
import { toQrShareDto } from "../dto/qr-share";
import type { AppBindings } from "../env";
import { AppError, jobGone } from "../lib/errors";
import { requireGrant } from "../lib/job-access";
import { qrCodeDataUrl } from "../lib/qr-code";
import { randomToken, sha256Hex } from "../lib/tokens";
import { validate } from "../lib/validator";
import { neverReplayed } from "../middleware/idempotency";
import { appOrigin } from "../middleware/origin-check";
import { requireUser } from "../middleware/session";

/** Mounted at /api/jobs/:jobId: the owner (or a full-access member) makes and lists a job's share links. */
export const jobQrShareRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .post("/qr-share", neverReplayed(), validate("json", QrShareCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "full");
    const shareToken = randomToken(32);
    const share = await insertQrShare(c.var.db, c.var.user.id, grant, { ...input, tokenHash: await sha256Hex(shareToken) }).catch(jobGone);
    if (!share) throw new AppError("conflict", `A job can have at most ${SHARE_LINKS_PER_JOB_MAX} active share links. Deactivate one to make another.`);
    const shareUrl = `${appOrigin(c)}${sharedPath(shareToken)}`;
    const body: CreatedQrShare = { ...toQrShareDto(share), shareToken, shareUrl, qrCode: await qrCodeDataUrl(shareUrl) };
    return c.json(body, 201);
  })
  .get("/qr-shares", async (c) => {
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "full");
    const now = new Date();
    return c.json((await listQrShares(c.var.db, grant)).map((row) => toQrShareDto(row, now)));
  });

/** Mounted at /api/qr-shares. */
export const qrShareRoutes = new Hono<AppBindings>().use(requireUser).post("/:id/deactivate", async (c) => {
  const { grant, qrShare: share } = await requireGrant(c, "qrShare", c.req.param("id"), "full");
  return c.json(toQrShareDto(await deactivateQrShare(c.var.db, c.var.user.id, grant, share)));
});
