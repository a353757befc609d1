import { Hono } from "hono";
import { VinParamSchema } from "../../shared/schemas/vin";
import type { AppBindings } from "../env";
import { validate } from "../lib/validator";
import { requireUser } from "../middleware/session";
import { decodeVin } from "../vin/decode-vin";

/** Mounted at /api/vin: a VIN's vehicle, for any signed-in user (a VIN's record is public, so no job access applies). */
export const vinRoutes = new Hono<AppBindings>().use(requireUser).get("/:vin", validate("param", VinParamSchema), async (c) => {
  const { vin } = c.req.valid("param");
  return c.json(await decodeVin(c.var.db, c.var.user.id, vin, c.var.config.vpic, new Date()));
});
