import { describe, expect, it } from "vitest";
import { QrShareCreateSchema } from "./share";
import { TeamRenameSchema } from "./team";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("a share link's and a team name's bodies", () => {
  it("refuse a field they do not take, as the other writes do, rather than pass over it", () => {
    expect(messagesOf(TeamRenameSchema.safeParse({ name: "Night Crew", extra: 1 }))).toEqual(["Unknown field: extra"]);
    expect(messagesOf(QrShareCreateSchema.safeParse({ accessLevel: "view", extra: 1 }))).toEqual(["Unknown field: extra"]);
  });
});
