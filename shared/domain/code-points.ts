/** The first `max` characters of `text` counted as code points, as the schemas count lengths: never half of a surrogate pair. */
export const firstCodePoints = (text: string, max: number): string => Array.from(text).slice(0, max).join("");

/** The first `max` UTF-16 units of `text`, as a schema's max counts them, without a half of a surrogate pair left at the end. */
export const firstUnits = (text: string, max: number): string => text.slice(0, max).replace(/[\uD800-\uDBFF]$/, "");
