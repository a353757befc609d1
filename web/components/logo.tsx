import { PRODUCT_NAME, PRODUCT_TAGLINE } from "../../shared/constants";

/** `markOnlyWhenNarrow` leaves the words out below 360 px, where they would push the header's buttons onto two lines. */
export function Logo({ withTagline = false, markOnlyWhenNarrow = false }: { withTagline?: boolean; markOnlyWhenNarrow?: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9 shrink-0 rounded-lg" />
      <span className={markOnlyWhenNarrow ? "hidden min-w-0 flex-col leading-tight min-[360px]:flex" : "flex min-w-0 flex-col leading-tight"}>
        <span className="text-lg font-bold">{PRODUCT_NAME}</span>
        {withTagline ? <span className="text-xs text-muted-foreground">{PRODUCT_TAGLINE}</span> : null}
      </span>
    </span>
  );
}
