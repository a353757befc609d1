import * as z from "zod";
import { LENGTH_UNITS } from "../domain/units";
import { BUSINESS_NAME_MAX, DELETE_WORD, NAME_MAX, PASSWORD_MAX, ROLL_WIDTH_MAX_IN } from "../constants";
import { sizeLimits } from "../domain/metric-sizes";
import { absentAs, accountEmail, finiteNumber, lineOf, newPassword, wellFormedString } from "./fields";
import { formatNumber, toNumber } from "../domain/number-text";

const PHONE_MAX = 40;
const LABOR_RATE_MAX = 100_000;

const clearable = <T extends z.ZodType>(schema: T) => absentAs(schema.nullable(), null).optional();
const number = (message: string, rule: (value: z.ZodNumber) => z.ZodNumber) => z.preprocess(toNumber, rule(finiteNumber(message)));

/** The shop's default roll width: in inches as stored, or in cm as a metric shop types it. */
const rollWidth = (metric: boolean) => {
  const { min, max, unit } = sizeLimits("inches", 1, ROLL_WIDTH_MAX_IN, metric);
  return number("Roll width must be a number", (n) => n.min(min, `Roll width must be at least ${formatNumber(min, 4)} ${unit}`).max(max, `Roll width must be at most ${formatNumber(max, 4)} ${unit}`));
};

const phone = lineOf(PHONE_MAX).regex(/^[0-9+()\-. /]*(ext\.? ?[0-9]+)?$/i, "Phone may use digits, spaces and + ( ) - . /");

/** What `PATCH /api/account` takes: blank text clears a field; the email may not be cleared. */
const typedPassword = wellFormedString().max(PASSWORD_MAX, `Password must be ${PASSWORD_MAX} characters or fewer`);

/** A new email needs `currentPassword` too, unless the account has no password (see the route). */
export const AccountPatchSchema = z
  .object({
    firstName: clearable(lineOf(NAME_MAX)),
    lastName: clearable(lineOf(NAME_MAX)),
    businessName: clearable(lineOf(BUSINESS_NAME_MAX)),
    phone: clearable(phone),
    email: accountEmail.optional(),
    currentPassword: typedPassword.optional(),
    lengthUnit: z.enum(LENGTH_UNITS, { error: "Length unit must be inches, feet, centimetres or metres" }).optional(),
    rollWidth: rollWidth(false).optional(),
    wastePercentage: number("Waste must be a number", (n) => n.min(0, "Waste must be between 0 and 100%").max(100, "Waste must be between 0 and 100%")).optional(),
    currency: clearable(z.string().regex(/^[A-Z]{3}$/, "Currency must be a three-letter code such as USD")),
    laborRate: clearable(number("Labour rate must be a number", (n) => n.min(0, "Labour rate must be 0 or more").max(LABOR_RATE_MAX, `Labour rate must be at most ${formatNumber(LABOR_RATE_MAX)}`))),
  })
  .strict();
/** A metric shop's default roll width, read in cm before it is stored in inches, so a wrong one is named in cm. */
export const MetricRollWidthSchema = z.object({ rollWidth: rollWidth(true) });

export type AccountPatchInput = z.input<typeof AccountPatchSchema>;
export type AccountPatch = z.output<typeof AccountPatchSchema>;

/** `currentPassword` is left out only by an account that has no password yet. */
export const PasswordChangeFieldsSchema = z.object({
  currentPassword: typedPassword.optional(),
  newPassword,
});

/** A change to the same password would sign every other device out for nothing. */
export const newPasswordDiffers = {
  check: (values: { currentPassword?: string; newPassword: string }) => values.currentPassword !== values.newPassword,
  params: { path: ["newPassword"], message: "The new password is the same as the current one" },
};

export const PasswordChangeSchema = PasswordChangeFieldsSchema.refine(newPasswordDiffers.check, newPasswordDiffers.params);
export type PasswordChangeInput = z.input<typeof PasswordChangeSchema>;

/**
 * The password, asked before connecting a provider so a phone left signed in cannot add a way in, and before
 * disconnecting one so it cannot take a way in away (an account without a password confirms with its provider).
 */
export const SignInMethodChangeSchema = z.object({ currentPassword: typedPassword.optional() });

export const AccountDeleteSchema = z.object({
  password: typedPassword.optional(),
  confirmation: z.literal(DELETE_WORD, { error: `Type ${DELETE_WORD} to confirm` }),
});
export type AccountDeleteInput = z.input<typeof AccountDeleteSchema>;

export const TeamTransferSchema = z.object({ memberId: z.uuid("memberId must be a team member's id") });
