import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { JobFile } from "../../shared/schemas/file";
import type { Photo } from "../../shared/schemas/photo";
import type { VoiceNote } from "../../shared/schemas/voice-note";
import { jsonResponse, recordFetch } from "../test/render";
import { filesQuery, useUpdateFile } from "./files";
import { photosQuery, useUpdatePhoto } from "./photos";
import { useCorrectTranscription, useDeleteVoiceNote, voiceNotesQuery } from "./voice-notes";

const before = {
  voiceNote: { id: "v1", jobId: "j1", transcription: "Hood dent" } as VoiceNote,
  photo: { id: "p1", jobId: "j1", caption: "Door" } as Photo,
  file: { id: "f1", jobId: "j1", filename: "proof.pdf" } as JobFile,
};

/** A list read made before the change, answered with the list as it was once the change has landed; the change itself answers `changed`. */
function serverAnswers(stale: object[], changed: object | null) {
  let answerRead: () => void = () => {};
  recordFetch((request) =>
    request.method === "GET"
      ? new Promise<Response>((resolve) => (answerRead = () => resolve(jsonResponse(stale))))
      : changed
        ? jsonResponse(changed)
        : new Response(null, { status: 204 }),
  );
  return { answerStaleRead: () => answerRead() };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

type Case = { key: QueryKey; read: (client: QueryClient) => Promise<unknown>; item: object; stale: object; changed: object | null; expected: object[]; change: (client: QueryClient) => Promise<unknown> };

const hook = <T,>(client: QueryClient, use: () => T) =>
  renderHook(use, { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> }).result.current;

const CASES: [string, Case][] = [
  ["a transcript corrected", {
    key: voiceNotesQuery("j1").queryKey, read: (client) => client.fetchQuery(voiceNotesQuery("j1")), item: before.voiceNote, stale: before.voiceNote, changed: { ...before.voiceNote, transcription: "Roof dent" }, expected: [{ ...before.voiceNote, transcription: "Roof dent" }],
    change: (client) => hook(client, () => useCorrectTranscription("j1", client)).mutateAsync({ jobId: "j1", id: "v1", transcription: "Roof dent", base: { transcription: "Hood dent" } }),
  }],
  ["a voice note deleted", {
    key: voiceNotesQuery("j1").queryKey, read: (client) => client.fetchQuery(voiceNotesQuery("j1")), item: before.voiceNote, stale: before.voiceNote, changed: null, expected: [],
    change: (client) => hook(client, () => useDeleteVoiceNote("j1", client)).mutateAsync({ jobId: "j1", id: "v1" }),
  }],
  ["a photo's caption changed", {
    key: photosQuery("j1").queryKey, read: (client) => client.fetchQuery(photosQuery("j1")), item: before.photo, stale: before.photo, changed: { ...before.photo, caption: "Rear door" }, expected: [{ ...before.photo, caption: "Rear door" }],
    change: (client) => hook(client, () => useUpdatePhoto("j1")).mutateAsync({ jobId: "j1", id: "p1", patch: { caption: "Rear door" }, base: { caption: "Door" } }),
  }],
  ["a file renamed", {
    key: filesQuery("j1").queryKey, read: (client) => client.fetchQuery(filesQuery("j1")), item: before.file, stale: before.file, changed: { ...before.file, filename: "final.pdf" }, expected: [{ ...before.file, filename: "final.pdf" }],
    change: (client) => hook(client, () => useUpdateFile("j1")).mutateAsync({ jobId: "j1", id: "f1", patch: { filename: "final" }, base: { filename: "proof.pdf" } }),
  }],
];

describe("a change sent when made, while its list was being read again", () => {
  it.each(CASES)("keeps %s when the older read answers after it", async (_name, { key, read, item, stale, changed, expected, change }) => {
    const client = new QueryClient();
    client.setQueryData(key, [item]);
    const server = serverAnswers([stale], changed);
    void read(client).catch(() => undefined);
    await settled();
    expect(client.getQueryState(key)?.fetchStatus).toBe("fetching");
    await change(client);
    server.answerStaleRead();
    await settled();
    expect(client.getQueryData(key)).toEqual(expected);
  });
});
