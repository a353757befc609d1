import { useReceivedInvitations } from "../../api/team";

/** How many team invitations wait for the signed-in user, as a dot on the Team navigation item. */
export function InvitationBadge() {
  const count = useReceivedInvitations().data?.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="grid min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold leading-5 text-primary-foreground">
      {count}
      <span className="sr-only">{count === 1 ? " invitation waiting" : " invitations waiting"}</span>
    </span>
  );
}
