import { type ComponentType, lazy } from "react";

type PageModule<P> = Promise<{ default: ComponentType<P> }>;

/**
 * A screen loaded when first shown, like `React.lazy`, that can be loaded early with `preload()`. Once its
 * module is in, it renders at once instead of suspending: a screen that suspends shows its fallback, and React
 * then holds back the content that replaces a just-shown fallback for 300 ms, which the signed-in start paid
 * before its page even asked for its data.
 */
export function lazyPage<P extends object>(load: () => PageModule<P>) {
  let loaded: ComponentType<P> | null = null;
  let loading: PageModule<P> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Suspending = lazy(start);
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Page, { preload: () => void start().catch(() => undefined) });
}

/** `lazyPage` for a component its module exports by name. */
export function lazyExport<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazyPage<P>(() => load().then((module) => ({ default: module[name] })));
}
