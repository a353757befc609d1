import { useEffect } from "react";
import { Redirect, useSearch } from "wouter";
import { pageLocation } from "../../lib/page-location";
import { isOwnDocument } from "../../lib/return-here";
import { returnToIn } from "./after-sign-in";

/** A signed-in user who opens the sign-in or sign-up screen goes on where it would have taken them once signed in. */
export default function AlreadySignedIn() {
  const search = useSearch();
  const to = new URLSearchParams(search).has("invitation") ? `/team?${search}` : returnToIn(search);
  const loaded = isOwnDocument(to);
  useEffect(() => {
    if (loaded) pageLocation.assign(to);
  }, [loaded, to]);
  return loaded ? null : <Redirect to={to} replace />;
}
