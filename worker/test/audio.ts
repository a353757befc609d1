/**
 * Real recordings, tiny and valid, for the voice note tests. The WebM and MP4 were recorded by
 * Chromium's MediaRecorder (0.4 s of its fake microphone, Opus at 16 kb/s: "audio/webm;codecs=opus"
 * and "audio/mp4"); the WAV (PCM) and Ogg Opus are built here, byte by byte, as their formats say.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { ORIGIN } from "./http";

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export const webmBytes = () => fromBase64("GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAAJYEU2bdLlNu4tTq4QVSalmU6yBbk27i1OrhBZUrmtTrIGTTbuLU6uEH0O2dVOsgddNu4xTq4QcU7trU6yCAkbsrgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmoCrXsYMPQkBEiYRDlgAATYCGQ2hyb21lV0GGQ2hyb21lFlSua7+uvdeBAXPFh7uunduv9d2DgQKGhkFfT1BVU2Oik09wdXNIZWFkAQEAAIC7AAAAAADhjbWERzuAAJ+BAWJkgSAfQ7Z1AQAAAAAAAWPngQCjt4EAAIB7gw4QC+TBNuzFjYxJRpmkJrAHyXIn4UTqVfHwwNXd6VJgB8l5yMlXwKISI/rvZ/NkwOCjuYEAPIB7AwfJecjJV8CiEiP672fzZMDgB8l5yMlXwKISI/rvZ/NkwOAHyXnIyVfAohIj+u9n82TA4KO5gQB4gHsDB8l5yMlXwKISI/rvZ/NkwOAHyXnIyVfAohIj+u9n82TA4AfJecjJV8CiEiP672fzZMDgo7mBALSAewMHyXnIyVfAohIj+u9n82TA4AfJecjJV8CiEiP672fzZMDgB8l5yMlXwKISI/rvZ/NkwOCjuYEA8IB7AwfJecjJV8CiEiP672fzZMDgB8l5yMlXwKISI/rvZ/NkwOAHyXnIyVfAohIj+u9n82TA4KO5gQEsgHsDB8l5yMlXwKISI/rvZ/NkwOAHyXnIyVfAohIj+u9n82TA4AfJecjJV8CiEiP672fzZMDgHFO7a427i7OBALeG94EB8YHX");
export const mp4Bytes = () => fromBase64("AAAAJGZ0eXBpc29tAAACAGlzb21pc282aXNvMnZwMDltcDQxAAACXW1vb3YAAAB4bXZoZAEAAAAAAAAA5y38DwAAAADnLfwPAAAD6AAAAAAAAAFBAAEAAAEAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAG1dHJhawAAAGh0a2hkAQAAAwAAAADnLfwPAAAAAOct/A8AAAABAAAAAAAAAAAAAAFBAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABRW1kaWEAAAAsbWRoZAEAAAAAAAAA5y38DwAAAADnLfwPAAC7gAAAAAAAAAFBVcQAAAAAAC1oZGxyAAAAAAAAAABzb3VuAAAAAAAAAAAAAAAAU291bmRIYW5kbGVyAAAAAORtaW5mAAAAEHNtaGQAAAAAAAAAAAAAACVkaW5mAAAAHWRyZWYAAAAAAAAAAQAAAA11cmwgAAAAAQAAAACnc3RibAAAABBzdHNjAAAAAAAAAAAAAAAQc3R0cwAAAAAAAAAAAAAAFHN0c3oAAAAAAAAAAAAAAAAAAAAQc3RjbwAAAAAAAAAAAAAAW3N0c2QAAAAAAAAAAQAAAEtPcHVzAAAAAAAAAAEAAAAAAAAAAAABABAAAAAAu4AAAAAAABRidHJ0AAAAAAAAAAAAAAAAAAAAE2RPcHMAAQ8AAAC7gAAAAAAAAChtdmV4AAAAIHRyZXgAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAAAAACMbW9vZgAAABBtZmhkAAAAAAAAAAEAAAB0dHJhZgAAABR0ZmhkAAIAIAAAAAECAAAAAAAAFHRmZHQBAAAAAAAAAAAAAAAAAABEdHJ1bgEAAwEAAAAGAAAAlAAAC0AAAAAzAAALQAAAADUAAAtAAAAANQAAC0AAAAA1AAALQAAAADUAAAPwAAAANQAAAURtZGF0e4MOEAvkwTbsxY2MSUaZpCawB8lyJ+FE6lXx8MDV3elSYAfJecjJV8CiEiP672fzZMDgewMHyXnIyVfAohIj+u9n82TA4AfJecjJV8CiEiP672fzZMDgB8l5yMlXwKISI/rvZ/NkwOB7AwfJecjJV8CiEiP672fzZMDgB8l5yMlXwKISI/rvZ/NkwOAHyXnIyVfAohIj+u9n82TA4HsDB8l5yMlXwKISI/rvZ/NkwOAHyXnIyVfAohIj+u9n82TA4AfJecjJV8CiEiP672fzZMDgewMHyXnIyVfAohIj+u9n82TA4AfJecjJV8CiEiP672fzZMDgB8l5yMlXwKISI/rvZ/NkwOB7AwfJecjJV8CiEiP672fzZMDgB8l5yMlXwKISI/rvZ/NkwOAHyXnIyVfAohIj+u9n82TA4A==");

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const le = (value: number, bytes: number) => Uint8Array.from({ length: bytes }, (_, i) => Math.floor(value / 256 ** i) % 256);

/** `seconds` (0.1 unless given) of 8 kHz mono 16-bit PCM silence: 16,000 bytes a second. */
export function wavBytes(seconds = 0.1): Uint8Array {
  const data = new Uint8Array(Math.round(seconds * 16_000));
  const fmt = concat(le(1, 2), le(1, 2), le(8000, 4), le(16000, 4), le(2, 2), le(16, 2));
  const body = concat(ascii("WAVE"), ascii("fmt "), le(fmt.length, 4), fmt, ascii("data"), le(data.length, 4), data);
  return concat(ascii("RIFF"), le(body.length, 4), body);
}

/** Ogg's page checksum: CRC-32 with polynomial 0x04c11db7, no reflection. */
function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

function oggPage(flags: number, granule: number, sequence: number, packet: Uint8Array): Uint8Array {
  const header = concat(ascii("OggS"), Uint8Array.of(0, flags), le(granule, 8), le(0x5a17, 4), le(sequence, 4), le(0, 4), Uint8Array.of(1, packet.length));
  const page = concat(header, packet);
  page.set(le(oggCrc(page), 4), 22);
  return page;
}

/** An Ogg Opus stream: its OpusHead and OpusTags pages, then one 20 ms silent Opus frame. */
export function oggBytes(): Uint8Array {
  const head = concat(ascii("OpusHead"), Uint8Array.of(1, 1), le(312, 2), le(48000, 4), le(0, 2), Uint8Array.of(0));
  const tags = concat(ascii("OpusTags"), le(4, 4), ascii("test"), le(0, 4));
  return concat(oggPage(2, 0, 0, head), oggPage(0, 0, 1, tags), oggPage(4, 960, 2, Uint8Array.of(0xf8, 0xff, 0xfe)));
}

export const audioBlob = (bytes: Uint8Array, type = "audio/webm") => new Blob([bytes], { type });

export function voiceForm(audio: Blob | string | null, fields: Record<string, string> = { duration: "1" }, filename = "voice-note.webm") {
  const form = new FormData();
  if (typeof audio === "string") form.set("audio", audio);
  else if (audio) form.set("audio", audio, filename);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

export type VoiceNoteBody = { id: string; jobId: string; audioUrl: string; duration: number | null; mimeType: string; size: number; transcription: string | null; transcriptionStatus: string; author: { id: string; name: string } | null; createdAt: string };

export async function uploadVoiceNote(cookie: string, jobId: string, form = voiceForm(audioBlob(webmBytes()))): Promise<VoiceNoteBody> {
  const response = await exports.default.fetch(new Request(`${ORIGIN}/api/jobs/${jobId}/voice-notes`, { method: "POST", body: form, headers: { Origin: ORIGIN, Cookie: cookie } }));
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return response.json();
}

type Transcriber = (input: { audio: string }) => Promise<{ text: string }>;

/**
 * A stand-in for the Workers AI binding (tests have no account): each test that uses it installs it
 * on the Worker's env and takes it away again, so the rest run without one, as `npm start` does.
 */
export function stubAi(answer: Transcriber): { calls: { model: string; audio: string }[]; remove: () => void } {
  const calls: { model: string; audio: string }[] = [];
  const bindings = env as unknown as { AI?: unknown };
  bindings.AI = {
    run: (model: string, input: { audio: string }) => {
      calls.push({ model, audio: input.audio });
      return answer(input);
    },
  };
  return { calls, remove: () => delete bindings.AI };
}
