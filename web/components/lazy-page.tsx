import { type ComponentType, Suspense, lazy, useEffect, useRef, useState } from "react";
import { ErrorBoundary } from "./error-boundary";
import { PART_UNAVAILABLE_TITLE, PartUnavailable, partUnavailableReason } from "./part-unavailable";
import { toast } from "./ui/toast-store";

type PageModule<P> = Promise<{ default: ComponentType<P> }>;

/** A part's code that could not be fetched: offline before it was saved on the device, a weak signal, or a new version. */
class PartLoadError extends Error {
  constructor(options: { cause: unknown }) {
    super("A part of the app could not be loaded", options);
  }
}

const isPartLoadError = (error: unknown): error is PartLoadError => error instanceof PartLoadError;

/**
 * Given to a part that overlays the screen (a dialog, a sheet, a menu), which then says it could not be loaded in a
 * toast and hands control back by this call (the caller closes it), instead of saying so where it would have been.
 */
export type LoadFailureHandler = { onLoadFailed?: () => void };

function SayNotLoaded({ onLoadFailed }: { onLoadFailed: () => void }) {
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    toast({ title: PART_UNAVAILABLE_TITLE, description: partUnavailableReason(false), variant: "destructive" });
    onLoadFailed();
  }, [onLoadFailed]);
  return null;
}

/**
 * A screen or part loaded when first shown, like `React.lazy`, that can be loaded early with `preload()`. Once its
 * module is in, it renders at once instead of suspending: a screen that suspends shows its fallback, and React
 * then holds back the content that replaces a just-shown fallback for 300 ms, which the signed-in start paid
 * before its page even asked for its data. A load that fails is said in its place with a way to try again (or,
 * for an overlay given `onLoadFailed`, in a toast), and the rest of the app carries on.
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
        throw new PartLoadError({ cause: error });
      },
    ));
  let Suspending = lazy(start);
  /** `React.lazy` keeps a failed load for good, so trying again (a tap, never a render) takes a new one. */
  const renew = () => {
    Suspending = lazy(start);
  };
  function Page({ onLoadFailed, ...rest }: P & LoadFailureHandler) {
    const [attempt, setAttempt] = useState(0);
    /** Rendered through the same element for good: switching from the lazy one to the loaded one would mount it afresh. */
    const [Loaded] = useState(() => loaded);
    const props = rest as P;
    if (Loaded) return <Loaded {...props} />;
    return (
      <ErrorBoundary
        catches={isPartLoadError}
        resetKey={attempt}
        fallback={() =>
          onLoadFailed ? (
            <SayNotLoaded
              onLoadFailed={() => {
                renew();
                onLoadFailed();
              }}
            />
          ) : (
            <PartUnavailable
              retried={attempt > 0}
              onRetry={() => {
                renew();
                setAttempt((count) => count + 1);
              }}
            />
          )
        }
      >
        <Suspending {...props} />
      </ErrorBoundary>
    );
  }
  /** Starts loading the part; resolves once it is in, or could not be (its render then says so). */
  const preload = () => start().then(() => undefined, () => undefined);
  return Object.assign(Page, { preload });
}

/** `lazyPage` for a component its module exports by name. */
export function lazyExport<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazyPage<P>(() => load().then((module) => ({ default: module[name] })));
}

type LazyPart<P> = ComponentType<P & LoadFailureHandler> & { preload: () => Promise<void> };

type Openable = { open: boolean; onOpenChange: (open: boolean) => void };

type Closable = { onClose: () => void };

/** A lazy overlay shown in its own Suspense, closed by `close` when its code cannot load (said in a toast). */
function closedOnLoadFailure<P extends object>(Part: LazyPart<P>, close: (props: P) => void) {
  return function Shown(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} onLoadFailed={() => close(props)} />
      </Suspense>
    );
  };
}

/** An overlay whose code comes in when it first opens: closed, it renders nothing; a load that fails closes it, said in a toast. */
export function whenOpen<P extends Openable>(Part: LazyPart<P>) {
  const Shown = closedOnLoadFailure(Part, (props) => props.onOpenChange(false));
  const Opened = (props: P) => (props.open ? <Shown {...props} /> : null);
  return Object.assign(Opened, { preload: Part.preload });
}

/** An overlay its caller renders only while shown, whose code comes in when first shown; a load that fails closes it, said in a toast. */
export function whenShown<P extends Closable>(Part: LazyPart<P>) {
  return Object.assign(closedOnLoadFailure(Part, (props) => props.onClose()), { preload: Part.preload });
}
