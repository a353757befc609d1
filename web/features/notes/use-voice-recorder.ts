/**
 * Recording with MediaRecorder in whichever container the browser offers (MP4 on iOS Safari,
 * WebM/Opus elsewhere), with the microphone's level for a meter, the time so far, and a stop at
 * the ten-minute limit. Everything it opened (tracks, audio context, timers) is closed when it stops.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { VOICE_NOTE_MAX_SECONDS } from "../../../shared/schemas/voice-note";

const CANDIDATE_TYPES = ["audio/webm;codecs=opus", "audio/mp4", "audio/ogg;codecs=opus", "audio/webm"];

export type Recording = { audio: Blob; seconds: number; hitLimit: boolean };
export type RecorderState = { phase: "idle" } | { phase: "starting" } | { phase: "recording"; seconds: number; level: number } | { phase: "done"; recording: Recording } | { phase: "failed"; problem: string };

function recordingType(isSupported: (type: string) => boolean): string | undefined {
  return CANDIDATE_TYPES.find((type) => isSupported(type));
}

function problemOf(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "Microphone access was refused. Allow the microphone for this site in your browser's settings, then try again.";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "No microphone was found on this device.";
  if (name === "NotReadableError") return "The microphone is in use by another app. Close it and try again.";
  return "Recording could not start on this device.";
}

type Session = { recorder: MediaRecorder; stream: MediaStream; context: AudioContext | null; frame: number; tick: number; startedAt: number };

export function useVoiceRecorder() {
  const [state, setState] = useState<RecorderState>({ phase: "idle" });
  const session = useRef<Session | null>(null);
  const starting = useRef(false);
  /** Counts starts and resets, so a microphone that opens after the recorder was reset or closed is shut at once. */
  const attempt = useRef(0);

  const release = useCallback(() => {
    const current = session.current;
    if (!current) return;
    cancelAnimationFrame(current.frame);
    clearInterval(current.tick);
    for (const track of current.stream.getTracks()) track.stop();
    void current.context?.close().catch(() => undefined);
    session.current = null;
  }, []);

  const stop = useCallback(() => {
    const recorder = session.current?.recorder;
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current || starting.current) return;
    if (typeof MediaRecorder === "undefined" || !navigator.mediaDevices?.getUserMedia) {
      setState({ phase: "failed", problem: "This browser cannot record audio. Try another browser, or write a note instead." });
      return;
    }
    setState({ phase: "starting" });
    starting.current = true;
    const mine = ++attempt.current;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      if (attempt.current === mine) setState({ phase: "failed", problem: problemOf(error) });
      return;
    } finally {
      if (attempt.current === mine) starting.current = false;
    }
    if (attempt.current !== mine) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    const mimeType = recordingType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : {});
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    let level = 0;
    let context: AudioContext | null = null;
    let frame = 0;
    try {
      context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 512;
      context.createMediaStreamSource(stream).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      const measure = () => {
        analyser.getByteTimeDomainData(samples);
        let sum = 0;
        for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
        level = Math.min(1, Math.sqrt(sum / samples.length) * 4);
        frame = requestAnimationFrame(measure);
        if (session.current) session.current.frame = frame;
      };
      measure();
    } catch {
      context = null;
    }
    const elapsed = () => (performance.now() - startedAt) / 1000;
    const tick = window.setInterval(() => {
      const seconds = elapsed();
      if (seconds >= VOICE_NOTE_MAX_SECONDS) stop();
      else setState({ phase: "recording", seconds, level });
    }, 100);
    recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
    recorder.onstop = () => {
      const seconds = Math.round(Math.min(elapsed(), VOICE_NOTE_MAX_SECONDS));
      release();
      const audio = new Blob(chunks, { type: recorder.mimeType || mimeType || "audio/webm" });
      setState(audio.size ? { phase: "done", recording: { audio, seconds, hitLimit: seconds >= VOICE_NOTE_MAX_SECONDS } } : { phase: "failed", problem: "Nothing was recorded. Please try again." });
    };
    session.current = { recorder, stream, context, frame, tick, startedAt };
    recorder.start(1000);
    setState({ phase: "recording", seconds: 0, level: 0 });
  }, [release, stop]);

  const reset = useCallback(() => {
    attempt.current += 1;
    starting.current = false;
    if (session.current) {
      session.current.recorder.onstop = null;
      stop();
      release();
    }
    setState({ phase: "idle" });
  }, [release, stop]);

  useEffect(() => reset, [reset]);

  return { state, start, stop, reset };
}
