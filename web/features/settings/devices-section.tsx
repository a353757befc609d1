import { LogOut, Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { useEndOtherSessions, useEndSession, useSessions } from "../../api/account";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { RetryLine } from "../../components/ui/retry-line";
import { toast } from "../../components/ui/toast-store";
import { formatTimeline } from "../../lib/date-text";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { SettingsSection } from "./settings-section";

const isPhone = (device: string) => /iPhone|Android|iPad/.test(device);

/** Every device signed in to the account, this one first; any other can be signed out, or all of them at once. */
export function DevicesSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const signOut = useSingleFlight(async (id: string, device: string) => {
    try {
      await endOne.mutateAsync(id);
      toast({ title: "Signed out", description: `${device} is signed out.` });
    } catch (error) {
      toastFailure("Couldn't sign that device out", error);
    }
  });

  const signOutOthers = async () => {
    try {
      await endOthers.mutateAsync();
      setConfirming(false);
      toast({ title: "Signed out everywhere else" });
    } catch (error) {
      toastFailure("Couldn't sign the other devices out", error);
    }
  };

  return (
    <SettingsSection id="devices" title="Devices" description="Where your account is signed in. The place is approximate, from the network.">
      {sessions.isPending ? <div aria-hidden className="h-24 animate-pulse rounded-lg bg-muted" /> : null}
      {sessions.isError ? <RetryLine message="Couldn't load your devices." onRetry={() => void sessions.refetch()} /> : null}
      {sessions.data ? (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Signed-in devices">
          {sessions.data.map((session) => {
            const Icon = isPhone(session.device) ? Smartphone : Monitor;
            return (
              <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
                <Icon aria-hidden className="h-6 w-6 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {session.device}
                    {session.current ? <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">This device</span> : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {[session.countryName, `Last active ${formatTimeline(session.lastUsedAt)}`, `signed in ${formatTimeline(session.createdAt)}`].filter(Boolean).join(" · ")}
                  </p>
                </div>
                {session.current ? null : (
                  <Button variant="outline" onClick={() => void signOut(session.id, session.device)} disabled={endOne.isPending} aria-label={`Sign out ${session.device}, last active ${formatTimeline(session.lastUsedAt)}`}>
                    Sign out
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <Button variant="outline" onClick={() => setConfirming(true)} disabled={others === 0}>
        <LogOut aria-hidden className="h-5 w-5" />
        Sign out everywhere else
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere else?"
        description={`${others} other ${others === 1 ? "device" : "devices"} will have to sign in again. This device stays signed in.`}
        confirmLabel="Sign out others"
        pending={endOthers.isPending}
        onConfirm={signOutOthers}
      />
    </SettingsSection>
  );
}
