import * as z from "zod";
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from "../constants";
import { accountEmail, line, newPassword, wellFormedString } from "./fields";
import { showsText } from "../domain/visible-text";

const optionalName = line()
  .max(NAME_MAX, `Must be ${NAME_MAX} characters or fewer`)
  .optional()
  .transform((value) => (value && showsText(value) ? value : undefined));

export const SignupSchema = z.object({
  email: accountEmail,
  username: line()
    .min(USERNAME_MIN, "Username must be at least 3 characters")
    .max(USERNAME_MAX, "Username too long")
    .regex(/^[A-Za-z0-9._-]+$/, "Username may only use letters, numbers, dots, dashes and underscores"),
  password: newPassword,
  firstName: optionalName,
  lastName: optionalName,
});
export type SignupInput = z.input<typeof SignupSchema>;
export type Signup = z.output<typeof SignupSchema>;

export const LoginSchema = z.object({
  usernameOrEmail: line()
    .min(1, "Please enter your username or email")
    .max(EMAIL_MAX, "Please enter your username or email"),
  password: wellFormedString()
    .min(1, "Please enter your password")
    .max(PASSWORD_MAX, `Password must be ${PASSWORD_MAX} characters or fewer`),
});
export type LoginInput = z.input<typeof LoginSchema>;

const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
