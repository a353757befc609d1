import { useState } from "react";
import type { CurrentUser } from "../../shared/schemas/auth";

export const avatarTriggerClasses = "grid h-11 w-11 place-items-center rounded-full";

function initials(user: CurrentUser): string {
  const parts = [user.firstName, user.lastName].filter((p): p is string => Boolean(p));
  const source = parts.length ? parts : [user.username ?? user.email ?? "?"];
  return source
    .map((part) => part.charAt(0).toUpperCase())
    .join("")
    .slice(0, 2);
}

/** A picture that does not load (gone, or from a host the page's policy does not allow) gives way to the initials. */
export function AvatarFace({ user }: { user: CurrentUser }) {
  const [broken, setBroken] = useState<string | null>(null);
  const picture = user.profileImageUrl !== broken ? user.profileImageUrl : null;
  return (
    <span className="grid h-9 w-9 place-items-center overflow-hidden rounded-full bg-primary text-sm font-bold text-primary-foreground">
      {picture ? <img onError={() => setBroken(picture)} src={picture} alt="" className="h-full w-full object-cover" /> : <span aria-hidden>{initials(user)}</span>}
    </span>
  );
}
