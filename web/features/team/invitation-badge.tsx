import { useEffect, useState } from "react";
import { useReceivedInvitations } from "../../api/team";
import { afterFirstScreen } from "../../lib/after-first-screen";

/**
 * How many team invitations wait for the signed-in user, as a dot on the Team navigation item; asked for once the
 * first screen has had its turn, since every signed-in screen shows it (the cache's last count until then).
 */
export function InvitationBadge() {
  const [asking, setAsking] = useState(false);
  useEffect(() => afterFirstScreen(() => setAsking(true)), []);
  const count = useReceivedInvitations(asking).data?.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="grid min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold leading-5 text-primary-foreground">
      {count}
      <span className="sr-only">{count === 1 ? " invitation waiting" : " invitations waiting"}</span>
    </span>
  );
}
