import { Hono } from "hono";
import { SignInMethodChangeSchema } from "../../shared/schemas/account";
import { deleteIdentityIfNotLast, identitiesOf } from "../db/queries/identities";
import { logActivity } from "../db/queries/activity";
import { grantConnectPermit } from "../db/queries/sessions";
import { findUserById, signsInByName } from "../db/queries/users";
import type { AppBindings } from "../env";
import { confirmCurrentPassword, requireFreshProviderProof } from "../lib/identity-check";
import { AppError } from "../lib/errors";
import { providerName } from "../lib/provider-profile";
import { validate } from "../lib/validator";
import { requireUser } from "../middleware/session";

const NOT_CONNECTED = "That sign-in method is not connected to your account.";
const ONLY_WAY_IN = "This is the only way to sign in to your account. Set a password first, then disconnect the provider.";
const NO_LOGIN_NAME = "This is the only way to sign in to your account. Add an email first: your password signs in together with it.";

/**
 * Settings, "Sign-in methods": the password and the provider identities an account can sign in with. Connecting
 * goes through `/api/login?intent=connect`, which first takes the permit that the account's password gives here;
 * disconnecting asks for the password too (or, without one, a fresh sign-in at the provider).
 */
export const signInMethodRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/", async (c) => {
    const me = c.var.user;
    const settings = c.var.config.oidc;
    const [user, identities] = await Promise.all([findUserById(c.var.db, me.id), identitiesOf(c.var.db, me.id)]);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    return c.json({
      password: user.passwordHash !== null,
      provider: settings ? { name: settings.providerName } : null,
      identities: identities.map((identity) => ({
        id: identity.id,
        email: identity.email,
        connectedAt: identity.createdAt.toISOString(),
        provider: providerName(settings, identity.issuer),
      })),
    });
  })
  .post("/connect-permit", validate("json", SignInMethodChangeSchema), async (c) => {
    const me = c.var.user;
    const user = await findUserById(c.var.db, me.id);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    if (!user.passwordHash) throw new AppError("conflict", "This account signs in through its provider already.");
    await confirmCurrentPassword(c.var.db, me.id, user.passwordHash, c.req.valid("json").currentPassword);
    await grantConnectPermit(c.var.db, c.var.sessionId ?? "", Date.now());
    return c.body(null, 204);
  })
  .delete("/:id", validate("json", SignInMethodChangeSchema), async (c) => {
    const me = c.var.user;
    const db = c.var.db;
    const id = c.req.param("id");
    const [user, identities] = await Promise.all([findUserById(db, me.id), identitiesOf(db, me.id)]);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    if (!identities.some((identity) => identity.id === id)) throw new AppError("not_found", NOT_CONNECTED);
    const onlyWayIn = user.passwordHash ? NO_LOGIN_NAME : ONLY_WAY_IN;
    if (!(user.passwordHash && signsInByName(user)) && identities.length < 2) throw new AppError("conflict", onlyWayIn);
    const { currentPassword } = c.req.valid("json");
    await (user.passwordHash ? confirmCurrentPassword(db, me.id, user.passwordHash, currentPassword) : requireFreshProviderProof(c, "disconnect it"));
    if (await deleteIdentityIfNotLast(db, me.id, id)) {
      await logActivity(db, { userId: me.id, ownerId: me.id, jobId: null, action: "disconnected_sign_in", details: "Disconnected a provider sign-in" });
      return c.body(null, 204);
    }
    const still = (await identitiesOf(db, me.id)).some((identity) => identity.id === id);
    throw still ? new AppError("conflict", onlyWayIn) : new AppError("not_found", NOT_CONNECTED);
  });
