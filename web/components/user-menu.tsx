import { Suspense, useState } from "react";
import { personName } from "../../shared/domain/person-name";
import type { CurrentUser } from "../../shared/schemas/auth";
import { AvatarFace, avatarTriggerClasses } from "./avatar-face";
import { lazyPage } from "./lazy-page";

const AccountMenu = lazyPage(() => import("./account-menu"));

/** The avatar; the menu behind it is loaded on the first tap and opens at once. */
export function UserMenu({ user, onLogOut, onOpenBackups }: { user: CurrentUser; onLogOut: () => void; onOpenBackups: () => void }) {
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <button type="button" aria-label={`Account menu for ${personName(user)}`} aria-haspopup="menu" className={avatarTriggerClasses} onClick={() => setWanted(true)}>
      <AvatarFace user={user} />
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AccountMenu user={user} onLogOut={onLogOut} onOpenBackups={onOpenBackups} onLoadFailed={() => setWanted(false)} />
    </Suspense>
  );
}
