import { SIGNED_OUT_CHANNEL } from "../../api/offline-cache";

/** Tells the app's other tabs that this user has signed out here (or deleted their account). */
export function announceSignOut(userId: string) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(SIGNED_OUT_CHANNEL);
  channel.postMessage(userId);
  channel.close();
}
