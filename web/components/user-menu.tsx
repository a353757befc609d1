import * as Avatar from "@radix-ui/react-avatar";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { LogOut } from "lucide-react";
import { personName } from "../../shared/domain/person-name";
import type { CurrentUser } from "../../shared/schemas/auth";
import { menuContentClasses, menuItemClasses } from "./ui/menu-classes";

export function initials(user: CurrentUser): string {
  const parts = [user.firstName, user.lastName].filter((p): p is string => Boolean(p));
  const source = parts.length ? parts : [user.username ?? user.email ?? "?"];
  return source
    .map((part) => part.charAt(0).toUpperCase())
    .join("")
    .slice(0, 2);
}

export function UserMenu({ user, onLogOut }: { user: CurrentUser; onLogOut: () => void }) {
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={`Account menu for ${personName(user)}`}
        className="grid h-11 w-11 place-items-center rounded-full"
      >
        <Avatar.Root className="grid h-9 w-9 place-items-center overflow-hidden rounded-full bg-primary text-sm font-bold text-primary-foreground">
          {user.profileImageUrl ? (
            <Avatar.Image src={user.profileImageUrl} alt="" className="h-full w-full object-cover" />
          ) : null}
          <Avatar.Fallback aria-hidden>{initials(user)}</Avatar.Fallback>
        </Avatar.Root>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className={menuContentClasses}>
          <div className="px-3 py-2">
            <p className="font-semibold">{personName(user)}</p>
            {user.email ? <p className="text-sm text-muted-foreground">{user.email}</p> : null}
          </div>
          <Menu.Separator className="my-1 h-px bg-border" />
          <Menu.Item className={menuItemClasses} onSelect={onLogOut}>
            <LogOut aria-hidden className="h-4 w-4" />
            Log out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
