import { act, fireEvent, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test/render";
import { useVoiceRecorder } from "./use-voice-recorder";
import VoiceRecorderDialog from "./voice-recorder-dialog";

/** A microphone whose permission answer the test gives, and MediaRecorder made countable. */
function fakeMicrophone() {
  const stopTrack = vi.fn();
  let grant: (stream: MediaStream) => void = () => undefined;
  const getUserMedia = vi.fn(() => new Promise<MediaStream>((resolve) => (grant = resolve)));
  const recorders: unknown[] = [];
  class FakeRecorder {
    static isTypeSupported = () => true;
    state = "inactive";
    mimeType = "audio/webm";
    ondataavailable: unknown = null;
    onstop: unknown = null;
    constructor() {
      recorders.push(this);
    }
    start() {
      this.state = "recording";
    }
    stop() {
      this.state = "inactive";
    }
  }
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  const allow = () => grant({ getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream);
  return { allow, stopTrack, recorders };
}

describe("the voice recorder", () => {
  beforeEach(() => {
    vi.stubGlobal("AudioContext", undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives a finished take its length in whole seconds, rounded as the server stores it, so the queued card and the uploaded one agree", async () => {
    const microphone = fakeMicrophone();
    const now = vi.spyOn(performance, "now").mockReturnValue(1_000);
    const { result } = renderHook(() => useVoiceRecorder());
    act(() => void result.current.start());
    await act(async () => microphone.allow());
    now.mockReturnValue(4_600);
    const recorder = microphone.recorders[0] as { ondataavailable: (event: { data: Blob }) => void; onstop: () => void };
    act(() => {
      recorder.ondataavailable({ data: new Blob(["take"]) });
      recorder.onstop();
    });
    expect(result.current.state).toMatchObject({ phase: "done", recording: { seconds: 4 } });
  });

  it("shuts a microphone that opens after the recorder was closed, and records nothing", async () => {
    const microphone = fakeMicrophone();
    const { result, unmount } = renderHook(() => useVoiceRecorder());
    act(() => void result.current.start());
    expect(result.current.state.phase).toBe("starting");
    unmount();
    await act(async () => microphone.allow());
    expect(microphone.stopTrack).toHaveBeenCalledTimes(1);
    expect(microphone.recorders).toHaveLength(0);
  });

  it("shuts a microphone that opens after the recorder was reset, and can start again", async () => {
    const microphone = fakeMicrophone();
    const { result } = renderHook(() => useVoiceRecorder());
    act(() => void result.current.start());
    act(() => result.current.reset());
    await act(async () => microphone.allow());
    expect(microphone.stopTrack).toHaveBeenCalledTimes(1);
    expect(result.current.state.phase).toBe("idle");

    act(() => void result.current.start());
    await act(async () => microphone.allow());
    expect(result.current.state.phase).toBe("recording");
    expect(microphone.recorders).toHaveLength(1);
    act(() => result.current.reset());
    expect(microphone.stopTrack).toHaveBeenCalledTimes(2);
  });

  it("keeps recording while Space is held: the key's repeats are not taps", async () => {
    const microphone = fakeMicrophone();
    renderPage(<VoiceRecorderDialog jobId="0193a1b2-0000-7000-8000-000000000032" open onOpenChange={() => undefined} />);
    const button = await screen.findByRole("button", { name: "Start recording" });
    fireEvent.keyDown(button, { key: " " });
    await act(async () => microphone.allow());
    const recording = await screen.findByRole("button", { name: "Stop recording" });
    fireEvent.keyDown(recording, { key: " ", repeat: true });
    fireEvent.keyDown(recording, { key: " ", repeat: true });
    expect(screen.getByRole("button", { name: "Stop recording" })).toBeTruthy();
    expect(microphone.recorders[0]).toMatchObject({ state: "recording" });
  });
});
