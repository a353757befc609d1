import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useAccount } from "../../api/account-query";
import { currentUserQuery } from "../../api/auth";
import { RetryLine } from "../../components/ui/retry-line";
import { DefaultsSection } from "../../features/settings/defaults-section";
import { DeleteAccountSection } from "../../features/settings/delete-account-section";
import { DevicesSection } from "../../features/settings/devices-section";
import { PasswordSection } from "../../features/settings/password-section";
import { forgetUserOnDevice } from "../../features/sync/forget-user-on-device";
import { announceSignOut } from "../../features/sync/announce-sign-out";
import { noteAccountDeleted } from "../../lib/account-deleted-note";
import { ProfileSection } from "../../features/settings/profile-section";
import { SignInMethodsSection } from "../../features/account/sign-in-methods-section";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useFetchPartsOnceShown } from "../../lib/parts-once-shown";
import { wipeUserData } from "../../lib/user-storage";
import { LazyAccountBackupsDialog } from "../../features/backups/account-backups-dialog-lazy";

/** Account settings (issue 29): profile, password, devices, units and defaults, and deleting the account. */
export default function SettingsPage() {
  useDocumentTitle("Settings");
  const account = useAccount();
  const shown = useDeferredValue(account.data);
  useFetchPartsOnceShown(Boolean(shown) || account.isError);
  const user = useQuery(currentUserQuery).data;
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  /** The account is gone: nothing of it stays on this device either. */
  const leave = async () => {
    if (user) {
      await forgetUserOnDevice(queryClient, user.id);
      announceSignOut(user.id);
    }
    wipeUserData();
    noteAccountDeleted();
    window.location.assign("/");
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold">Settings</h1>
        <p className="text-muted-foreground">Your profile, sign-in, devices and the shop's defaults</p>
      </div>
      {account.isPending || (account.data && !shown) ? <div aria-hidden className="h-64 animate-pulse rounded-xl bg-muted" /> : null}
      {account.isError && !account.data ? <RetryLine message="Couldn't load your settings." onRetry={() => void account.refetch()} /> : null}
      {shown ? (
        <>
          <ProfileSection key={`profile-${shown.email}`} account={shown} />
          <PasswordSection account={shown} />
          <SignInMethodsSection />
          <DevicesSection />
          <DefaultsSection account={shown} />
          <DeleteAccountSection account={shown} onExport={() => setExporting(true)} onDeleted={leave} />
        </>
      ) : null}
      <LazyAccountBackupsDialog open={exporting} onOpenChange={setExporting} />
    </div>
  );
}
