/** Words joined as a sentence lists them: "model", "year and model", "year, make and model" ("" for none). */
export const listed = (words: readonly string[]): string => (words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);
