import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod";
import { PasswordChangeFieldsSchema, newPasswordDiffers } from "../../../shared/schemas/account";

/** The server's rules, with the current password asked for when the account has one, and the new one typed twice. */
const formSchema = (hasPassword: boolean) =>
  PasswordChangeFieldsSchema.extend({ repeat: z.string() })
    .refine((values) => !hasPassword || Boolean(values.currentPassword), { path: ["currentPassword"], message: "Enter your current password" })
    .refine((values) => !hasPassword || newPasswordDiffers.check(values), newPasswordDiffers.params)
    .refine((values) => values.repeat === values.newPassword, { path: ["repeat"], message: "The two new passwords are not the same" });

export type PasswordForm = z.input<ReturnType<typeof formSchema>>;

const resolvers = new Map<boolean, ReturnType<typeof makeResolver>>();
const makeResolver = (hasPassword: boolean) => zodResolver(formSchema(hasPassword));

/** One resolver per kind of account, built the first time the form is checked. */
export function passwordResolver(hasPassword: boolean) {
  let resolver = resolvers.get(hasPassword);
  if (!resolver) {
    resolver = makeResolver(hasPassword);
    resolvers.set(hasPassword, resolver);
  }
  return resolver;
}
