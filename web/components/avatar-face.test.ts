import { describe, expect, it } from "vitest";
import { initials } from "./avatar-face";

const named = (firstName: string | null, lastName: string | null) => ({ firstName, lastName, username: "dana", email: "dana@example.com" });

describe("initials", () => {
  it.each([
    [named("Dana", "Reyes"), "DR"],
    [named("🚐🔥 Zoë", "مُحَمَّد العَرَبِي"), "🚐م"],
    [named(" zoë", "𝒵ed"), "Z𝒵"],
    [named("🚐", null), "🚐"],
    [named("ésme", "öz"), "ÉÖ"],
    [named(" ", null), "D"],
    [named(null, null), "D"],
  ])("%o reads %s, each a whole character", (user, expected) => {
    expect(initials(user)).toBe(expected);
  });
});
