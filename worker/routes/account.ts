import { Hono } from "hono";
import type { Context } from "hono";
import { LOGO_MAX_BYTES, LOGO_MAX_EDGE } from "../../shared/constants";
import { AccountDeleteSchema, AccountPatchSchema, PasswordChangeSchema } from "../../shared/schemas/account";
import { backupKeysOfJobsOf, deleteAccountRows, findAccount, ownedJobIds, replaceLogo, replacePassword, updateAccount } from "../db/queries/account";
import { identitiesOf } from "../db/queries/identities";
import { deleteOtherSessions, deleteSessionOf, sessionsOf } from "../db/queries/sessions";
import { findMembership, listMembers } from "../db/queries/team";
import { findAccountClash, signsInByName } from "../db/queries/users";
import { toAccountDto, toPreferencesDto, toSessionDto } from "../dto/account";
import type { AppBindings, SignedInBindings } from "../env";
import { AppError } from "../lib/errors";
import { confirmCurrentPassword, requireFreshProviderProof } from "../lib/identity-check";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../lib/password";
import { readForm, requireOnlyFiles } from "../lib/form-fields";
import { checkImageBytes, putImage } from "../lib/photo-upload";
import { providerName } from "../lib/provider-profile";
import { forgetSessionInBrowser } from "../lib/session";
import { serveStoredImage } from "../lib/stored-image";
import { ACCOUNT_DELETIONS, takeThrottleSlot } from "../lib/throttle";
import { sha256Hex } from "../lib/tokens";
import { validate } from "../lib/validator";
import { acceptsUpload } from "../middleware/body-policy";
import { requireUser } from "../middleware/session";
import { backupPrefix, jobPrefix, logoKey, userPrefix } from "../storage/keys";
import { deleteKeys, deleteObjectsUnder, sweepDeleted, waitUntilOf } from "../storage/objects";
import { storeThenWrite, userObjects } from "../storage/in-flight";
import { formFilename } from "../lib/form-filename";

type AccountContext = Context<SignedInBindings>;

const LOGO_FORM_MAX_BYTES = LOGO_MAX_BYTES + 64 * 1024;
const EMAIL_TAKEN = "An account with this email already exists.";
const NO_LOGIN_NAME = "Add an email to your account first: a password signs in together with your email.";

async function requireAccount(c: AccountContext) {
  const account = await findAccount(c.var.db, c.var.user.id);
  if (!account) throw new AppError("unauthorized", "Unauthorized");
  return account;
}

async function accountBody(c: AccountContext) {
  const [{ user, preferences }, identities] = await Promise.all([requireAccount(c), identitiesOf(c.var.db, c.var.user.id)]);
  const providers = identities.map(({ issuer }) => ({ issuer, name: providerName(c.var.config.oidc, issuer) }));
  return { ...toAccountDto(user, providers), preferences: toPreferencesDto(preferences) };
}

/** Sessions are named to the browser by a hash of their key, never by the key itself. */
const publicSessionId = async (sid: string) => (await sha256Hex(`session:${sid}`)).slice(0, 32);

async function findOwnSession(c: AccountContext, publicId: string) {
  const rows = await sessionsOf(c.var.db, c.var.user.id, new Date());
  for (const row of rows) if ((await publicSessionId(row.sid)) === publicId) return row;
  return null;
}

/** The account's password, or for an account without one a sign-in through its provider in the last ten minutes. */
async function proveIdentity(c: AccountContext, passwordHash: string | null, password: string | undefined) {
  if (passwordHash) {
    if (!password) throw new AppError("validation_failed", "password: Enter your password");
    if (!(await verifyPassword(password, passwordHash))) throw new AppError("forbidden", "The password is not right.");
    return;
  }
  if (password) await burnPasswordCheck(password);
  requireFreshProviderProof(c, "delete the account");
}

/** A team owner with others on the team must hand it to an admin or dissolve it first. */
async function refuseOwnerWithTeam(c: AccountContext) {
  const team = await findMembership(c.var.db, c.var.user.id);
  if (team?.role !== "owner") return;
  const members = await listMembers(c.var.db, team.teamId);
  if (members.length > 1) {
    throw new AppError("conflict", `You own ${team.teamName}, which has other members. Hand the team over or dissolve it first (Settings, Delete account).`);
  }
}

/** Mounted at /api/account, beside the export and backup settings (./backups). */
export const accountRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/", async (c) => c.json(await accountBody(c)))
  .patch("/", validate("json", AccountPatchSchema), async (c) => {
    const { currentPassword, ...patch } = c.req.valid("json");
    const db = c.var.db;
    const { user } = await requireAccount(c);
    if (patch.email !== undefined && patch.email === user.email) delete patch.email;
    if (patch.email) await (user.passwordHash ? confirmCurrentPassword(db, user.id, user.passwordHash, currentPassword) : requireFreshProviderProof(c, "change the email"));
    if (patch.email && (await findAccountClash(db, patch.email, "")).email) throw new AppError("conflict", EMAIL_TAKEN);
    await updateAccount(db, user.id, patch).catch(async (error: unknown) => {
      if (patch.email && (await findAccountClash(db, patch.email, "")).email) throw new AppError("conflict", EMAIL_TAKEN);
      throw error;
    });
    return c.json(await accountBody(c));
  })
  .post("/password", validate("json", PasswordChangeSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const db = c.var.db;
    const { user } = await requireAccount(c);
    if (!user.passwordHash && !signsInByName(user)) throw new AppError("conflict", NO_LOGIN_NAME);
    await (user.passwordHash ? confirmCurrentPassword(db, user.id, user.passwordHash, currentPassword) : requireFreshProviderProof(c, "set a password"));
    await replacePassword(db, user.id, await hashPassword(newPassword), c.var.sessionId ?? "", user.passwordHash !== null);
    return c.body(null, 204);
  })
  .put("/logo", acceptsUpload(LOGO_FORM_MAX_BYTES), async (c) => {
    const form = await readForm(c.req.raw, "logo");
    requireOnlyFiles(form, ["logo"]);
    const file = form.get("logo");
    if (!file || typeof file === "string") throw new AppError("validation_failed", "logo: Choose an image file");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = await checkImageBytes(bytes, formFilename(file) || "The logo", { label: "a logo", maxBytes: LOGO_MAX_BYTES, maxEdge: LOGO_MAX_EDGE });
    const key = logoKey(c.var.user.id, crypto.randomUUID());
    const replaced = await storeThenWrite(c.var.db, c.env.FILES, userObjects(c.var.user.id, [key]), {
      store: () => putImage(c.env.FILES, key, { bytes, image, filename: formFilename(file) }),
      write: () => replaceLogo(c.var.db, c.var.user.id, key),
      named: () => true,
    });
    if (replaced) await sweepDeleted(waitUntilOf(c), `logo ${replaced}`, () => c.env.FILES.delete(replaced));
    return c.json(await accountBody(c));
  })
  .delete("/logo", async (c) => {
    const replaced = await replaceLogo(c.var.db, c.var.user.id, null);
    if (replaced) await sweepDeleted(waitUntilOf(c), `logo ${replaced}`, () => c.env.FILES.delete(replaced));
    return c.json(await accountBody(c));
  })
  .get("/logo", async (c) => {
    const { user } = await requireAccount(c);
    if (!user.logoKey) throw new AppError("not_found", "No logo has been added.");
    return serveStoredImage(c.env.FILES, user.logoKey, c.req.raw, "private, no-cache");
  })
  .get("/sessions", async (c) => {
    const rows = await sessionsOf(c.var.db, c.var.user.id, new Date());
    const sessions = await Promise.all(rows.map(async (row) => toSessionDto({ publicId: await publicSessionId(row.sid), sess: row.sess, current: row.sid === c.var.sessionId })));
    return c.json(sessions.sort((a, b) => Number(b.current) - Number(a.current)));
  })
  .delete("/sessions", async (c) => {
    await deleteOtherSessions(c.var.db, c.var.user.id, c.var.sessionId ?? "");
    return c.body(null, 204);
  })
  .delete("/sessions/:id", async (c) => {
    const session = await findOwnSession(c, c.req.param("id"));
    if (!session) throw new AppError("not_found", "This device is already signed out.");
    if (session.sid === c.var.sessionId) throw new AppError("conflict", "This is the device you are using: sign out from the account menu instead.");
    await deleteSessionOf(c.var.db, c.var.user.id, session.sid);
    return c.body(null, 204);
  })
  .delete("/", validate("json", AccountDeleteSchema), async (c) => {
    const { password } = c.req.valid("json");
    const db = c.var.db;
    const { user } = await requireAccount(c);
    await takeThrottleSlot(db, [`account-delete:user:${user.id}`], ACCOUNT_DELETIONS);
    await proveIdentity(c, user.passwordHash, password);
    await refuseOwnerWithTeam(c);
    const [jobIds, backupKeys] = await Promise.all([ownedJobIds(db, user.id), backupKeysOfJobsOf(db, user.id)]);
    await deleteAccountRows(db, user);
    forgetSessionInBrowser(c);
    const bucket = c.env.FILES;
    await sweepDeleted(waitUntilOf(c), `account ${user.id}`, async () => {
      for (const jobId of jobIds) await deleteObjectsUnder(bucket, jobPrefix(jobId));
      await deleteKeys(bucket, backupKeys);
      await deleteObjectsUnder(bucket, backupPrefix(user.id));
      await deleteObjectsUnder(bucket, userPrefix(user.id));
    });
    return c.body(null, 204);
  });
