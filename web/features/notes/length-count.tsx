import { formatNumber } from "../../../shared/domain/number-text";

/** 'n / max' under a text box, red once past the limit; the box points at it with aria-describedby. */
export function LengthCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={`text-sm ${length > max ? "text-destructive" : "text-muted-foreground"}`}>
      {formatNumber(length)} / {formatNumber(max)}
    </p>
  );
}
