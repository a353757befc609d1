import { connectProviderHref, useConnectPermit } from "../../api/sign-in-methods";
import { pageLocation } from "../../lib/page-location";
import { PasswordStep } from "./password-step";

/**
 * "Connect {provider}": the account's password first, so that a phone left signed in cannot add a way into the
 * account, then the provider's own sign-in.
 */
export function ConnectProvider({ provider, returnTo }: { provider: string; returnTo: string }) {
  const permit = useConnectPermit();
  return (
    <PasswordStep
      opener={`Connect ${provider}`}
      hint={`Confirm it's you, then sign in at ${provider}.`}
      submitLabel={`Continue to ${provider}`}
      pendingLabel="Checking..."
      failureTitle={`Couldn't connect ${provider}`}
      leaves
      onConfirm={async (password) => {
        await permit.mutateAsync(password);
        pageLocation.assign(connectProviderHref(returnTo));
      }}
    />
  );
}
