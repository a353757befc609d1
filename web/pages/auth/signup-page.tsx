import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearch } from "wouter";
import { PASSWORD_MIN, PRODUCT_NAME, USERNAME_MAX, USERNAME_MIN } from "../../../shared/constants";
import { withReturnTo } from "../../../shared/domain/return-to";
import { type Signup, type SignupInput, SignupSchema } from "../../../shared/schemas/auth";
import { useSignup } from "../../api/auth";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { returnToIn, useGoOnceSignedIn } from "./after-sign-in";
import { AuthLayout, ExternalProviderButton } from "./auth-layout";
import { toastFailure } from "../../features/feedback/failure-toast";
import { keepInviteCode, readInviteLink } from "../../features/team/invite-codes";

export default function SignupPage() {
  const search = useSearch();
  const returnTo = returnToIn(search);
  const goOnceSignedIn = useGoOnceSignedIn();
  const invitedEmail = new URLSearchParams(search).get("email") ?? "";
  const invited = readInviteLink(search) !== null;
  useEffect(() => void keepInviteCode(search), [search]);
  const signup = useSignup();
  const form = useForm<SignupInput, unknown, Signup>({
    resolver: zodResolver(SignupSchema),
    defaultValues: { firstName: "", lastName: "", email: invitedEmail, username: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signup.mutateAsync(values);
    } catch (error) {
      toastFailure("Signup failed", error);
      return;
    }
    toast({ title: `Welcome to ${PRODUCT_NAME}!`, description: "Your account has been created successfully." });
    goOnceSignedIn(returnTo, invited || invitedEmail !== "");
  });

  return (
    <AuthLayout
      heading={`Join ${PRODUCT_NAME} and start managing your projects`}
      footer={
        <>
          Already have an account?{" "}
          <Link href={withReturnTo("/login", returnTo)} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
            Sign in
          </Link>
        </>
      }
    >
      {invited ? (
        <p role="status" className="mb-4 break-words rounded-lg border border-primary/40 p-3">
          You're invited to a team. Create your account with {invitedEmail || "the invited email"}, or sign in if you have one: the Team page then shows the invitation.
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register("firstName")} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register("lastName")} />
          </FormField>
        </div>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" autoCapitalize="none" {...form.register("email")} />
        </FormField>
        <FormField label="Username" error={errors.username?.message} hint={`${USERNAME_MIN} to ${USERNAME_MAX} characters`}>
          <Input autoComplete="username" autoCapitalize="none" {...form.register("username")} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN} characters`}>
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <Button type="submit" className="w-full" disabled={signup.isPending}>
          {signup.isPending ? "Creating account..." : "Create Account"}
        </Button>
      </form>
      <ExternalProviderButton href={withReturnTo("/api/login", returnTo)} />
    </AuthLayout>
  );
}
