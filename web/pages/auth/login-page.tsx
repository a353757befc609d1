import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useSearch } from "wouter";
import { PRODUCT_NAME } from "../../../shared/constants";
import { providerOutcomeMessage } from "../../../shared/domain/provider-sign-in";
import { withReturnTo } from "../../../shared/domain/return-to";
import { type LoginInput, LoginSchema } from "../../../shared/schemas/auth";
import { useLogin } from "../../api/auth";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { returnToIn, useGoOnceSignedIn } from "./after-sign-in";
import { AuthLayout, ExternalProviderButton } from "./auth-layout";
import { toastFailure } from "../../features/feedback/failure-toast";
import { hasInviteCodes } from "../../features/team/invite-codes";

export default function LoginPage() {
  const search = useSearch();
  const providerMessage = providerOutcomeMessage(new URLSearchParams(search).get("provider"));
  const returnTo = returnToIn(search);
  const goOnceSignedIn = useGoOnceSignedIn();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { usernameOrEmail: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      toastFailure("Login failed", error, { fallback: "Please check your credentials and try again." });
      return;
    }
    toast({ title: "Welcome back!", description: "You have been logged in successfully." });
    goOnceSignedIn(returnTo, hasInviteCodes());
  });

  return (
    <AuthLayout
      heading={`Welcome back to ${PRODUCT_NAME}`}
      footer={
        <>
          New here?{" "}
          <Link href={withReturnTo("/signup", returnTo)} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
            Sign up
          </Link>
        </>
      }
    >
      {providerMessage ? (
        <p role="status" className="mb-4 flex gap-2 rounded-lg bg-accent p-3 text-sm text-accent-foreground">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {providerMessage}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="Username or email" error={errors.usernameOrEmail?.message}>
          <Input autoComplete="username" autoCapitalize="none" {...form.register("usernameOrEmail")} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <ExternalProviderButton href={withReturnTo("/api/login", returnTo)} />
    </AuthLayout>
  );
}
