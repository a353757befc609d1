/**
 * A refused form's message without the field paths the Worker starts each part with ("body: Write something first",
 * "measurement.width: Width must be…"): each part names its field in its own words.
 */
export const withoutFieldPaths = (message: string) =>
  message
    .split("; ")
    .map((part) => part.replace(/^[\w.]+: /, ""))
    .join("; ");
