import { useEffect, useState } from "react";
import { api } from "./client";
import { readJson } from "./http";

const fetchProvider = async () => readJson(await api.api.auth.provider.$get());

export type Provider = Awaited<ReturnType<typeof fetchProvider>>;

/**
 * The provider's name when sign-in with it is set up on this server; null while unknown or when it is not.
 * Asked without React Query, which the landing page's first screen does without.
 */
export function useSignInProvider(): Provider {
  const [provider, setProvider] = useState<Provider>(null);
  useEffect(() => {
    let live = true;
    fetchProvider().then(
      (answer) => live && setProvider(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return provider;
}
