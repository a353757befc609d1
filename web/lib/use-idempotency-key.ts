import { useRef } from "react";

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * One Idempotency-Key per user action. Sending the same request again (Save pressed after "No
 * connection") reuses the key, so the server replays its first answer instead of writing twice;
 * a changed request is a new one and gets a new key. finish() after success starts afresh.
 */
export function useIdempotencyKey() {
  const last = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (last.current?.request !== text) last.current = { request: text, key: newIdempotencyKey() };
      return last.current.key;
    },
    finish() {
      last.current = null;
    },
  };
}
