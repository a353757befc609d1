import { Suspense, lazy, useState } from "react";
import { personName } from "../../shared/domain/person-name";
import type { CurrentUser } from "../../shared/schemas/auth";

const AccountMenu = lazy(() => import("./account-menu"));

export const avatarTriggerClasses = "grid h-11 w-11 place-items-center rounded-full";

export function initials(user: CurrentUser): string {
  const parts = [user.firstName, user.lastName].filter((p): p is string => Boolean(p));
  const source = parts.length ? parts : [user.username ?? user.email ?? "?"];
  return source
    .map((part) => part.charAt(0).toUpperCase())
    .join("")
    .slice(0, 2);
}

export function AvatarFace({ user }: { user: CurrentUser }) {
  return (
    <span className="grid h-9 w-9 place-items-center overflow-hidden rounded-full bg-primary text-sm font-bold text-primary-foreground">
      {user.profileImageUrl ? <img src={user.profileImageUrl} alt="" className="h-full w-full object-cover" /> : <span aria-hidden>{initials(user)}</span>}
    </span>
  );
}

/** The avatar; the menu behind it is loaded on the first tap and opens at once. */
export function UserMenu({ user, onLogOut }: { user: CurrentUser; onLogOut: () => void }) {
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <button type="button" aria-label={`Account menu for ${personName(user)}`} aria-haspopup="menu" className={avatarTriggerClasses} onClick={() => setWanted(true)}>
      <AvatarFace user={user} />
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AccountMenu user={user} onLogOut={onLogOut} />
    </Suspense>
  );
}
