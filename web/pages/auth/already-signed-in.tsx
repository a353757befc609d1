import { useLayoutEffect } from "react";
import { useSearch } from "wouter";
import { returnToIn, useGoOnceSignedIn } from "./after-sign-in";

/** A signed-in user who opens the sign-in or sign-up screen goes on where it would have taken them once signed in. */
export default function AlreadySignedIn() {
  const search = useSearch();
  const goOnceSignedIn = useGoOnceSignedIn();
  const invitation = new URLSearchParams(search).has("invitation");
  const to = invitation ? `/team?${search}` : returnToIn(search);
  useLayoutEffect(() => goOnceSignedIn(to, false), [goOnceSignedIn, to]);
  return null;
}
