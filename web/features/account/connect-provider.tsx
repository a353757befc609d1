import { type FormEvent, useState } from "react";
import { isApiError } from "../../api/http";
import { connectProviderHref, useConnectPermit } from "../../api/sign-in-methods";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { pageLocation } from "../../lib/page-location";
import { toastFailure } from "../feedback/failure-toast";

/**
 * "Connect {provider}": the account's password first, so that a phone left signed in cannot add a way into the
 * account, then the provider's own sign-in.
 */
export function ConnectProvider({ provider, returnTo }: { provider: string; returnTo: string }) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const permit = useConnectPermit();

  if (!asking) {
    return (
      <Button variant="outline" className="self-start sm:self-auto" onClick={() => setAsking(true)}>
        Connect {provider}
      </Button>
    );
  }
  const cancel = () => {
    setAsking(false);
    setPassword("");
    setError(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (permit.isPending) return;
    if (!password) return setError("Enter your current password");
    try {
      await permit.mutateAsync(password);
    } catch (failure) {
      if (isApiError(failure, "forbidden")) return setError("The current password is not right.");
      return toastFailure(`Couldn't connect ${provider}`, failure);
    }
    pageLocation.assign(connectProviderHref(returnTo));
  };
  return (
    <form noValidate className="w-full space-y-3" onSubmit={(event) => void submit(event)}>
      <FormField label="Current password" error={error} hint={`Confirm it's you, then sign in at ${provider}.`}>
        <Input type="password" autoComplete="current-password" autoFocus value={password} onChange={(event) => setPassword(event.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={permit.isPending}>
          {permit.isPending ? "Checking..." : `Continue to ${provider}`}
        </Button>
        <Button variant="ghost" onClick={cancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
