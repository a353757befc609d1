import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { JobFile } from "../../shared/schemas/file";
import type { Photo } from "../../shared/schemas/photo";
import type { VoiceNote } from "../../shared/schemas/voice-note";
import { jsonResponse, recordFetch } from "../test/render";
import { fileArrived, filesQuery } from "./files";
import { photoArrived, photosQuery } from "./photos";
import { voiceNoteArrived, voiceNotesQuery } from "./voice-notes";

/** The list as the server answers it: empty for a read made before the upload landed, with the upload after. */
function serverLists(item: object) {
  let answerFirstRead: (response: Response) => void = () => {};
  let reads = 0;
  recordFetch(() => {
    reads += 1;
    return reads === 1 ? new Promise<Response>((resolve) => (answerFirstRead = resolve)) : jsonResponse([item]);
  });
  return { answerFirstReadEmpty: () => answerFirstRead(jsonResponse([])) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

type Arrival = { key: QueryKey; read: (queryClient: QueryClient) => Promise<unknown>; arrived: (queryClient: QueryClient) => Promise<void>; item: object };

const voiceNote = { id: "v1", jobId: "j1" } as VoiceNote;
const photo = { id: "p1", jobId: "j1" } as Photo;
const file = { id: "f1", jobId: "j1" } as JobFile;

const ARRIVALS: [string, Arrival][] = [
  ["voice notes", { key: voiceNotesQuery("j1").queryKey, read: (client) => client.fetchQuery(voiceNotesQuery("j1")), arrived: (client) => voiceNoteArrived(client, voiceNote), item: voiceNote }],
  ["photos", { key: photosQuery("j1").queryKey, read: (client) => client.fetchQuery(photosQuery("j1")), arrived: (client) => photoArrived(client, photo), item: photo }],
  ["files", { key: filesQuery("j1").queryKey, read: (client) => client.fetchQuery(filesQuery("j1")), arrived: (client) => fileArrived(client, file), item: file }],
];

describe("an upload the outbox delivered while its list was being read again", () => {
  it.each(ARRIVALS)("stays in a job's %s when the older read answers after it", async (_list, { key, read, arrived, item }) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, []);
    const server = serverLists(item);
    void read(queryClient).catch(() => undefined);
    await settled();
    await arrived(queryClient);
    server.answerFirstReadEmpty();
    await settled();
    expect(queryClient.getQueryData(key)).toEqual([item]);
  });
});
