import { Mic, RotateCcw, Square } from "lucide-react";
import { useRef, useState } from "react";
import { VOICE_NOTE_MAX_SECONDS } from "../../../shared/schemas/voice-note";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast-store";
import { useObjectUrl } from "../../lib/use-object-url";
import { uuidv7 } from "../../lib/uuidv7";
import { clockText } from "./note-text";
import { type Recording, useVoiceRecorder } from "./use-voice-recorder";
import { voiceOutbox } from "./voice-outbox-runtime";

/** A press held this long is push-to-talk: letting go stops the recording. A shorter one is a tap: the next tap stops. */
const HOLD_MS = 600;
const DISCARD_QUESTION = "Discard this recording?";

function LevelMeter({ level }: { level: number }) {
  return (
    <div role="meter" aria-label="Microphone level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(level * 100)} className="h-3 w-full overflow-hidden rounded-full bg-muted">
      <div className="h-full rounded-full bg-primary transition-[width] duration-100" style={{ width: `${Math.round(level * 100)}%` }} />
    </div>
  );
}

function Review({ recording, onSave, onAgain, saving }: { recording: Recording; onSave: () => void; onAgain: () => void; saving: boolean }) {
  const url = useObjectUrl(recording.audio);
  return (
    <div className="space-y-4">
      <p className="text-center text-lg font-semibold">Recorded {clockText(recording.seconds)}</p>
      {recording.hitLimit ? <p className="text-center text-sm text-muted-foreground">Stopped at the {VOICE_NOTE_MAX_SECONDS / 60}-minute limit.</p> : null}
      {url ? <audio controls src={url} className="w-full" aria-label="Play back the recording" /> : null}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" size="lg" onClick={onAgain}>
          <RotateCcw aria-hidden className="h-5 w-5" />
          Record again
        </Button>
        <Button size="lg" onClick={onSave} disabled={saving}>
          Save voice note
        </Button>
      </div>
    </div>
  );
}

/** The recorder sheet: one big button to tap (or hold) to record, the time and level while recording, playback before saving. */
export default function VoiceRecorderDialog({ jobId, open, onOpenChange }: { jobId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { state, start, stop, reset } = useVoiceRecorder();
  const [saving, setSaving] = useState(false);
  const pressedAt = useRef(0);
  const recording = state.phase === "recording";

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const taken = state.phase === "done" || (recording && state.seconds >= 1);

  const save = async (take: Recording) => {
    setSaving(true);
    try {
      await voiceOutbox.add([{ id: uuidv7(), jobId, audio: take.audio, duration: take.seconds }]);
      void voiceOutbox.drain().catch(() => undefined);
      toast({ title: "Voice note saved", description: navigator.onLine ? undefined : "Saved on this device. It will upload when the signal is back." });
      close(false);
    } catch {
      toast({ title: "Voice note not saved", description: "This device could not keep the recording. Please try again.", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const onPointerDown = () => {
    pressedAt.current = performance.now();
    if (!recording) void start();
  };
  const onPointerUp = (wasRecording: boolean) => {
    const held = performance.now() - pressedAt.current >= HOLD_MS;
    if (wasRecording || held) stop();
  };

  return (
    <Dialog open={open} onOpenChange={close} confirmClose={() => !taken || window.confirm(DISCARD_QUESTION)} title="Voice note" description={`Up to ${VOICE_NOTE_MAX_SECONDS / 60} minutes. Tap to start and stop, or hold while you talk.`}>
      <div className="flex flex-col items-center gap-5 py-4">
        {state.phase === "done" ? (
          <Review recording={state.recording} saving={saving} onAgain={reset} onSave={() => void save(state.recording)} />
        ) : (
          <>
            <button
              type="button"
              aria-label={recording ? "Stop recording" : "Start recording"}
              aria-pressed={recording}
              onPointerDown={(event) => {
                event.currentTarget.dataset.recording = String(recording);
                onPointerDown();
              }}
              onPointerUp={(event) => onPointerUp(event.currentTarget.dataset.recording === "true")}
              onKeyDown={(event) => {
                if (event.key !== "Enter" && event.key !== " ") return;
                event.preventDefault();
                if (event.repeat) return;
                if (recording) stop();
                else void start();
              }}
              className={`grid h-36 w-36 touch-none select-none place-items-center rounded-full text-white shadow-lg transition focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-primary ${recording ? "bg-destructive" : "bg-primary"}`}
            >
              {recording ? <Square aria-hidden className="h-14 w-14" /> : <Mic aria-hidden className="h-16 w-16" />}
            </button>
            <p className="text-3xl font-bold tabular-nums" aria-live="off">
              {clockText(recording ? state.seconds : 0)} <span className="text-base font-medium text-muted-foreground">/ {clockText(VOICE_NOTE_MAX_SECONDS)}</span>
            </p>
            <div className="w-full max-w-xs">
              <LevelMeter level={recording ? state.level : 0} />
            </div>
            <p role="status" className="text-center text-muted-foreground">
              {state.phase === "starting" ? "Starting the microphone…" : recording ? "Recording… tap to stop" : state.phase === "failed" ? "" : "Tap to record"}
            </p>
            {state.phase === "failed" ? (
              <p role="alert" className="text-center text-destructive">
                {state.problem}
              </p>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
