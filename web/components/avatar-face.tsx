import type { CurrentUser } from "../../shared/schemas/auth";

export const avatarTriggerClasses = "grid h-11 w-11 place-items-center rounded-full";

/** A name's first character whole ("🚐" of "🚐 Zoë"): never half of an emoji's pair. */
const initialOf = (part: string) => [...part.trim()][0]!.toUpperCase();

export function initials(user: Pick<CurrentUser, "firstName" | "lastName" | "username" | "email">): string {
  const parts = [user.firstName, user.lastName].filter((p): p is string => Boolean(p?.trim()));
  const source = parts.length ? parts : [user.username ?? user.email ?? "?"];
  return source.map(initialOf).join("");
}

/** Only a picture kept by the app itself: the app loads no images from other sites (privacy page, CSP), so a provider's picture address is kept but not shown. */
export function AvatarFace({ user }: { user: CurrentUser }) {
  const picture = user.profileImageUrl?.startsWith("/") && !user.profileImageUrl.startsWith("//") ? user.profileImageUrl : null;
  return (
    <span className="grid h-9 w-9 place-items-center overflow-hidden rounded-full bg-primary text-sm font-bold text-primary-foreground">
      {picture ? <img src={picture} alt="" className="h-full w-full object-cover" /> : <span aria-hidden>{initials(user)}</span>}
    </span>
  );
}
