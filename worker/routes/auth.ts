import { Hono } from "hono";
import { LoginSchema, SignupSchema } from "../../shared/schemas/auth";
import { findAccountClash, findUserById, findUserByLogin, insertLocalUser } from "../db/queries/users";
import { toCurrentUserDto } from "../dto/user";
import type { AppBindings } from "../env";
import { AppError } from "../lib/errors";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../lib/password";
import { startSession } from "../lib/session";
import {
  LOGIN_FAILURES,
  clearThrottle,
  clientAddress,
  enforceThrottle,
  recordThrottleEvent,
  signupsPerAddress,
} from "../lib/throttle";
import { validate } from "../lib/validator";
import { requireUser } from "../middleware/session";

const INVALID_LOGIN = "Invalid username/email or password.";

function clashError(clash: { email: boolean; username: boolean }): AppError | null {
  if (clash.email) return new AppError("conflict", "An account with this email already exists.");
  if (clash.username) return new AppError("conflict", "This username is already taken.");
  return null;
}

export const authRoutes = new Hono<AppBindings>()
  .get("/user", requireUser, async (c) => {
    const user = await findUserById(c.var.db, c.get("user")!.id);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    return c.json(toCurrentUserDto(user));
  })
  .post("/signup", validate("json", SignupSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.db;
    const addressKey = `signup:ip:${clientAddress(c.req)}`;
    await enforceThrottle(db, [addressKey], signupsPerAddress(c.env.SIGNUPS_PER_ADDRESS_PER_HOUR));

    const clash = clashError(await findAccountClash(db, input.email, input.username));
    if (clash) throw clash;

    const passwordHash = await hashPassword(input.password);
    const user = await insertLocalUser(db, { ...input, passwordHash }).catch(async (error: unknown) => {
      const raced = clashError(await findAccountClash(db, input.email, input.username));
      throw raced ?? error;
    });
    await recordThrottleEvent(db, [addressKey]);
    await startSession(c, db, user.id);
    return c.json(toCurrentUserDto(user), 201);
  })
  .post("/login", validate("json", LoginSchema), async (c) => {
    const { usernameOrEmail, password } = c.req.valid("json");
    const db = c.var.db;
    const accountKey = `login:account:${usernameOrEmail.toLowerCase()}`;
    const keys = [accountKey, `login:ip:${clientAddress(c.req)}`];
    await enforceThrottle(db, keys, LOGIN_FAILURES);

    const user = await findUserByLogin(db, usernameOrEmail);
    const valid = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash)
      : await burnPasswordCheck(password).then(() => false);
    if (!user || !valid) {
      await recordThrottleEvent(db, keys);
      throw new AppError("unauthorized", INVALID_LOGIN);
    }

    await clearThrottle(db, [accountKey]);
    await startSession(c, db, user.id);
    return c.json(toCurrentUserDto(user));
  });
