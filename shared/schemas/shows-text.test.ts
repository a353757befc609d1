import { describe, expect, it } from "vitest";
import { showsText } from "./fields";
import { FilePatchSchema, ProofDecisionSchema } from "./file";
import { NoteCreateSchema } from "./note";
import { SharedPhotoFieldsSchema } from "./share";
import { TeamRenameSchema } from "./team";

const SHOW_NOTHING = ["\u0301\u0301\u0301", "\u200B\u0301", "\u3164", "\uFE0F\uFE0F", " \u034F "];
const SHOW_SOMETHING = ["Jose\u0301", "Nguyễn", "山田", "محمد", "3M", "#1", "🚐"];

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("text that must show something", () => {
  it.each(SHOW_NOTHING)("finds nothing shown in %j", (text) => expect(showsText(text)).toBe(false));
  it.each(SHOW_SOMETHING)("finds %j shown", (text) => expect(showsText(text)).toBe(true));

  it.each(SHOW_NOTHING)("refuses %j as a team name, a visitor's name, a decider's name, a note and a file name, with each field's own message", (text) => {
    expect(messagesOf(TeamRenameSchema.safeParse({ name: text }))).toEqual(["Team name is required"]);
    expect(messagesOf(SharedPhotoFieldsSchema.safeParse({ id: crypto.randomUUID(), contributorName: text }))).toEqual(["Please enter your name"]);
    expect(messagesOf(ProofDecisionSchema.safeParse({ decision: "approved", name: text }))).toEqual(["Please enter your name"]);
    expect(messagesOf(NoteCreateSchema.safeParse({ body: text }))).toEqual(["Write something first"]);
    expect(messagesOf(FilePatchSchema.safeParse({ filename: text }))).toEqual(["Please enter a file name"]);
  });

  it.each(SHOW_SOMETHING)("keeps %j in each of them", (text) => {
    expect(TeamRenameSchema.safeParse({ name: text }).success).toBe(true);
    expect(SharedPhotoFieldsSchema.safeParse({ id: crypto.randomUUID(), contributorName: text }).success).toBe(true);
    expect(ProofDecisionSchema.safeParse({ decision: "approved", name: text }).success).toBe(true);
    expect(NoteCreateSchema.safeParse({ body: text }).success).toBe(true);
    expect(FilePatchSchema.safeParse({ filename: `${text}.png` }).success).toBe(true);
  });
});
