import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { isApiError } from "../../api/http";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toastFailure } from "../feedback/failure-toast";

type PasswordStepProps = {
  /** The row's button, which opens the form. */
  opener: ReactNode;
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  failureTitle: string;
  /** Runs the change with the typed password; a 403 is a wrong password, said under the field. */
  onConfirm: (password: string) => Promise<void>;
  /** The change goes on at another page: once confirmed, the form stays pending until the page goes, and is ready again when the browser's Back brings the page back from its cache. */
  leaves?: boolean;
};

/**
 * A sign-in method's change behind the account's password, asked in place: a phone left signed in cannot add or take
 * away a way into the account.
 */
export function PasswordStep({ opener, hint, submitLabel, pendingLabel, failureTitle, onConfirm, leaves = false }: PasswordStepProps) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!leaves) return;
    const backFromThere = (event: PageTransitionEvent) => event.persisted && setPending(false);
    window.addEventListener("pageshow", backFromThere);
    return () => window.removeEventListener("pageshow", backFromThere);
  }, [leaves]);

  if (!asking) {
    return (
      <Button variant="outline" className="self-start sm:self-auto" onClick={() => setAsking(true)}>
        {opener}
      </Button>
    );
  }
  const close = () => {
    setAsking(false);
    setPassword("");
    setError(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!password) return setError("Enter your current password");
    setPending(true);
    try {
      await onConfirm(password);
      if (leaves) return;
      close();
    } catch (failure) {
      if (isApiError(failure, "forbidden")) setError("The current password is not right.");
      else toastFailure(failureTitle, failure);
    }
    setPending(false);
  };
  return (
    <form noValidate className="w-full space-y-3" onSubmit={(event) => void submit(event)}>
      <FormField label="Current password" error={error} hint={hint}>
        <Input type="password" autoComplete="current-password" autoFocus value={password} onChange={(event) => setPassword(event.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
