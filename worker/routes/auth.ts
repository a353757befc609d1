import { Hono } from "hono";
import { LoginSchema, SignupSchema } from "../../shared/schemas/auth";
import { findAccountClash, findUserByLogin, insertLocalUser, userRead } from "../db/queries/users";
import { toCurrentUserDto } from "../dto/user";
import type { AppBindings } from "../env";
import { findTrustedDevice, trustDevice } from "../lib/device-cookie";
import { AppError } from "../lib/errors";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../lib/password";
import { endSession, startSession } from "../lib/session";
import {
  LOGIN_FAILURES,
  SIGNUP_CLASHES,
  clientAddress,
  enforceThrottle,
  loginThrottleKeys,
  pseudonym,
  typedNameKey,
  releaseThrottleSlot,
  signupsPerAddress,
  takeThrottleSlot,
} from "../lib/throttle";
import { readSession } from "../lib/signed-in-read";
import { validate } from "../lib/validator";
import { oneTripRead } from "../middleware/session";

const INVALID_LOGIN = "Invalid username/email or password.";

function clashError(clash: { email: boolean; username: boolean }): AppError | null {
  if (clash.email) return new AppError("conflict", "An account with this email already exists.");
  if (clash.username) return new AppError("conflict", "This username is already taken.");
  return null;
}

export const authRoutes = new Hono<AppBindings>()
  /** Nobody signed in is an answer, not an error: a visitor's page asks this on every load (spec §7: a truthy result means signed in). */
  .get("/user", oneTripRead(), async (c) => {
    const user = await readSession(c, (me) => userRead(c.var.db, me));
    return c.json(user ? toCurrentUserDto(user) : null);
  })
  .post("/signup", validate("json", SignupSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.db;
    const address = await clientAddress(db, c.req);
    const clashKey = `signup:clash:ip:${address}`;
    await enforceThrottle(db, [clashKey], SIGNUP_CLASHES);
    const slot = await takeThrottleSlot(db, [`signup:ip:${address}`], signupsPerAddress(c.var.config.signupsPerAddressPerHour));

    // A clash creates no account, so it gives the sign-up slot back and is counted as a clash instead.
    const refuse = async (clash: AppError) => {
      await releaseThrottleSlot(db, slot);
      await takeThrottleSlot(db, [clashKey], SIGNUP_CLASHES);
      return clash;
    };
    const clash = clashError(await findAccountClash(db, input.email, input.username));
    if (clash) throw await refuse(clash);

    const passwordHash = await hashPassword(input.password);
    const user = await insertLocalUser(db, { ...input, passwordHash }).catch(async (error: unknown) => {
      const raced = clashError(await findAccountClash(db, input.email, input.username));
      if (raced) throw await refuse(raced);
      await releaseThrottleSlot(db, slot);
      throw error;
    });
    await startSession(c, db, user.id);
    await trustDevice(c, db, user.id, null);
    return c.json(toCurrentUserDto(user), 201);
  })
  .post("/logout", async (c) => {
    if (c.var.sessionOfSomeoneElse) throw new AppError("unauthorized", "Unauthorized");
    await endSession(c, c.var.db);
    return c.body(null, 204);
  })
  .post("/login", validate("json", LoginSchema), async (c) => {
    const { usernameOrEmail, password } = c.req.valid("json");
    const db = c.var.db;
    const user = await findUserByLogin(db, usernameOrEmail);
    const device = await findTrustedDevice(c, db, user?.id);
    const keys = loginThrottleKeys({
      userId: user?.id,
      typedName: await pseudonym(db, typedNameKey(usernameOrEmail)),
      address: await clientAddress(db, c.req),
      deviceId: device?.id,
    });
    const slot = await takeThrottleSlot(db, keys.counted, LOGIN_FAILURES);

    const passwordHash = user?.passwordHash;
    const valid = passwordHash ? await verifyPassword(password, passwordHash) : await burnPasswordCheck(password).then(() => false);
    if (!user || !passwordHash || !valid) throw new AppError("unauthorized", INVALID_LOGIN);

    if (!(await startSession(c, db, user.id, { passwordHash }))) throw new AppError("unauthorized", INVALID_LOGIN);
    await releaseThrottleSlot(db, slot, keys.forgetOnSuccess);
    await trustDevice(c, db, user.id, device);
    return c.json(toCurrentUserDto(user));
  });
