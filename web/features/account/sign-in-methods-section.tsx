import { Info, KeyRound, Link2, Unlink } from "lucide-react";
import { useState } from "react";
import { useSearch } from "wouter";
import { providerOutcomeMessage } from "../../../shared/domain/provider-sign-in";
import { useDisconnectIdentity, useSignInMethods } from "../../api/sign-in-methods";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { RetryLine } from "../../components/ui/retry-line";
import { toast } from "../../components/ui/toast-store";
import { formatTimeline } from "../../lib/date-text";
import { toastFailure } from "../feedback/failure-toast";
import { ProviderProof } from "../settings/provider-proof";
import { ConnectProvider } from "./connect-provider";
import { PasswordStep } from "./password-step";

const SETTINGS_RETURN = "/settings";

const ROW = "flex flex-col gap-3 p-3 sm:flex-row sm:items-center";

const DISCONNECT = (
  <>
    <Unlink aria-hidden className="h-4 w-4" />
    Disconnect
  </>
);

type Pending = { id: string; provider: string } | null;

/** Settings, "Sign-in methods": the password and the provider; connecting goes through the provider, and the last way in stays. */
export function SignInMethodsSection() {
  const methods = useSignInMethods();
  const disconnect = useDisconnectIdentity();
  const [confirming, setConfirming] = useState<Pending>(null);
  const outcome = providerOutcomeMessage(new URLSearchParams(useSearch()).get("provider"));

  const disconnected = (provider: string) => toast({ title: "Disconnected", description: `You can no longer sign in with ${provider}.` });
  const onDisconnect = async () => {
    if (!confirming || disconnect.isPending) return;
    try {
      await disconnect.mutateAsync({ id: confirming.id });
      disconnected(confirming.provider);
    } catch (error) {
      toastFailure("Couldn't disconnect", error);
    }
    setConfirming(null);
  };

  return (
    <section aria-labelledby="sign-in-methods-title" id="sign-in-methods">
      <Card className="space-y-4 p-4 sm:p-6">
        <div>
          <h2 id="sign-in-methods-title" className="text-xl font-bold">
            Sign-in methods
          </h2>
          <p className="text-muted-foreground">The ways you can sign in to this account. One always stays.</p>
        </div>
        {outcome ? (
          <p role="status" className="flex gap-2 rounded-lg bg-accent p-3 text-sm text-accent-foreground">
            <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {outcome}
          </p>
        ) : null}
        {methods.isPending ? (
          <div aria-hidden className="h-24 animate-pulse rounded-lg bg-muted" />
        ) : methods.isError ? (
          <RetryLine message="Couldn't load your sign-in methods." onRetry={() => methods.refetch()} />
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            <li className="flex gap-3 p-3">
              <KeyRound aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">Password</p>
                <p className="text-sm text-muted-foreground">{methods.data.password ? "Set" : "Not set: you sign in through the provider"}</p>
              </div>
            </li>
            {methods.data.identities.map((identity) => {
              const last = !methods.data.password && methods.data.identities.length === 1;
              return (
                <li key={identity.id} className={`${ROW} sm:flex-wrap`}>
                  <div className="flex min-w-0 flex-1 gap-3">
                    <Link2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" />
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{identity.provider}</p>
                      <p className="text-sm break-words text-muted-foreground">
                        {identity.email ? `${identity.email} · ` : ""}connected {formatTimeline(identity.connectedAt)}
                      </p>
                      {last ? <p className="text-sm text-muted-foreground">This is your only way to sign in. Set a password to disconnect it.</p> : null}
                    </div>
                  </div>
                  {methods.data.password ? (
                    <PasswordStep
                      opener={DISCONNECT}
                      hint={`Confirm it's you to disconnect ${identity.provider}.`}
                      submitLabel="Disconnect"
                      pendingLabel="Disconnecting..."
                      failureTitle="Couldn't disconnect"
                      onConfirm={async (currentPassword) => {
                        await disconnect.mutateAsync({ id: identity.id, currentPassword });
                        disconnected(identity.provider);
                      }}
                    />
                  ) : (
                    <Button variant="outline" className="self-start sm:self-auto" disabled={last} onClick={() => setConfirming({ id: identity.id, provider: identity.provider })}>
                      {DISCONNECT}
                    </Button>
                  )}
                </li>
              );
            })}
            {methods.data.provider && methods.data.identities.length === 0 ? (
              <li className={`${ROW} sm:flex-wrap`}>
                <div className="flex min-w-0 flex-1 gap-3">
                  <Link2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" />
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{methods.data.provider.name}</p>
                    <p className="text-sm text-muted-foreground">Not connected. You'll sign in there to confirm it's you.</p>
                  </div>
                </div>
                <ConnectProvider provider={methods.data.provider.name} returnTo={SETTINGS_RETURN} />
              </li>
            ) : null}
          </ul>
        )}
        {methods.isSuccess && !methods.data.password && methods.data.identities.length > 1 ? <ProviderProof provider={methods.data.provider?.name} action="disconnect one" /> : null}
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={`Disconnect ${confirming?.provider ?? "the provider"}?`}
        description="You will no longer be able to sign in with it. You can connect it again later."
        confirmLabel={disconnect.isPending ? "Disconnecting..." : "Disconnect"}
        pending={disconnect.isPending}
        onConfirm={onDisconnect}
      />
    </section>
  );
}
