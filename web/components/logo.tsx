import { PRODUCT_NAME, PRODUCT_TAGLINE } from "../../shared/constants";

export function Logo({ withTagline = false }: { withTagline?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9 rounded-lg" />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold">{PRODUCT_NAME}</span>
        {withTagline ? <span className="text-xs text-muted-foreground">{PRODUCT_TAGLINE}</span> : null}
      </span>
    </span>
  );
}
