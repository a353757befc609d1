/** The first `max` characters of `text` counted as code points, as the schemas count lengths: never half of a surrogate pair. */
export const firstCodePoints = (text: string, max: number): string => Array.from(text).slice(0, max).join("");
