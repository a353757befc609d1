/**
 * Signing out in one tab signs the app's other tabs out too: each tab keeps its own queued changes on the device,
 * so a tab left open would otherwise save the user's data again after sign-out removed it, and go on as them.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { logOut } from "../../api/auth";
import { forgetUserOnDevice } from "./forget-user-on-device";

const CHANNEL = "wrappilot-session";

/** Tells the app's other tabs that this user has signed out here (or deleted their account). */
export function announceSignOut(userId: string) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ signedOut: userId });
  channel.close();
}

const signedOut = (data: unknown, userId: string) => typeof data === "object" && data !== null && "signedOut" in data && data.signedOut === userId;

/** When the user signs out in another tab, this one forgets them too and signs out. */
export function useSignedOutElsewhere(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (signedOut(event.data, userId)) void forgetUserOnDevice(queryClient, userId).finally(logOut);
    };
    return () => channel.close();
  }, [queryClient, userId]);
}
