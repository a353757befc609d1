import { describe, expect, it } from "vitest";
import { AccountPatchSchema } from "./account";
import { SignupSchema } from "./auth";
import { showsText } from "../domain/visible-text";
import { JobCreateSchema, JobPatchSchema } from "./job";
import { CUSTOM_NOTES_REQUIRED, MeasurementCreateSchema } from "./measurement";
import { PhotoPatchSchema, PhotoUploadFieldsSchema } from "./photo";
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

  it.each(SHOW_NOTHING)("takes %j as nothing given in an optional field: absent on create, cleared on edit", (text) => {
    expect(JobCreateSchema.parse({ clientName: "Acme", jobName: text, vehicleMake: text }).jobName).toBeUndefined();
    expect(JobPatchSchema.parse({ jobName: text }).jobName).toBeNull();
    expect(PhotoUploadFieldsSchema.parse({ caption: text }).caption).toBeUndefined();
    expect(PhotoPatchSchema.parse({ caption: text }).caption).toBeNull();
    expect(AccountPatchSchema.parse({ businessName: text }).businessName).toBeNull();
    expect(SignupSchema.parse({ email: "ana@example.com", username: "ana", password: "correct horse battery", firstName: text }).firstName).toBeUndefined();
    expect(messagesOf(MeasurementCreateSchema.safeParse({ jobType: "custom", width: 10, height: 10, notes: text }))).toEqual([CUSTOM_NOTES_REQUIRED.description]);
  });

  it.each(["\u0007", "\u0000\u0301", "\u009F"])("refuses %j in an optional field with the hidden character's message rather than clearing the field", (text) => {
    expect(messagesOf(JobPatchSchema.safeParse({ jobName: text }))[0]).toMatch(/^Contains a hidden (control )?character \(U\+/);
    expect(messagesOf(PhotoPatchSchema.safeParse({ caption: text }))[0]).toMatch(/^Contains a hidden (control )?character \(U\+/);
  });
});
