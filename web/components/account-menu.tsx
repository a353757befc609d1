import * as Menu from "@radix-ui/react-dropdown-menu";
import { FolderArchive, LogOut, Settings } from "lucide-react";
import { Link } from "wouter";
import { personName } from "../../shared/domain/person-name";
import type { CurrentUser } from "../../shared/schemas/auth";
import { SETTINGS_PATH } from "../lib/routes";
import { AvatarFace, avatarTriggerClasses } from "./avatar-face";
import { menuContentClasses, menuItemClasses } from "./ui/menu-classes";

/** The account menu itself, loaded on the first tap of the avatar (see ThemeToggle). */
export default function AccountMenu({ user, onLogOut, onOpenBackups }: { user: CurrentUser; onLogOut: () => void; onOpenBackups: () => void }) {
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger aria-label={`Account menu for ${personName(user)}`} className={avatarTriggerClasses}>
        <AvatarFace user={user} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className={menuContentClasses}>
          <div className="px-3 py-2">
            <p className="font-semibold">{personName(user)}</p>
            {user.email ? <p className="text-sm text-muted-foreground">{user.email}</p> : null}
          </div>
          <Menu.Separator className="my-1 h-px bg-border" />
          <Menu.Item asChild className={menuItemClasses}>
            <Link href={SETTINGS_PATH}>
              <Settings aria-hidden className="h-4 w-4" />
              Settings
            </Link>
          </Menu.Item>
          <Menu.Item className={menuItemClasses} onSelect={onOpenBackups}>
            <FolderArchive aria-hidden className="h-4 w-4" />
            Backups &amp; export
          </Menu.Item>
          <Menu.Item className={menuItemClasses} onSelect={onLogOut}>
            <LogOut aria-hidden className="h-4 w-4" />
            Log out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
