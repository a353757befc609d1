import { relative, resolve } from "node:path";
import type { Plugin, Rollup } from "vite";

/**
 * A signed-in screen: the paths it serves (a regular expression's source), the modules it lazily loads first (its
 * page), and those its first screen may open (`later`), to be fetched after them but not run. A page built of parts
 * names the module that loads them (`parts`): every module it imports lazily is a later one, but those loaded first
 * and those that work online only (`onlineOnly`). A page whose later ones would crowd its first screen
 * (`laterOnceShown`) has them held back, to be fetched once that screen is shown; every page's later ones (the toast
 * viewport) still come at once, so a toast can show when the signal goes right after the screen does. A page whose
 * address names what it opens after its # lists each tab's module (`tabs`): the server cannot see the #, so the HTML
 * holds each tab's files for the page to fetch the open one's; those every tab needs are among the page's first.
 */
export type SignedInPage = {
  path: string;
  modules: string[];
  later?: string[];
  parts?: string;
  onlineOnly?: string[];
  laterOnceShown?: boolean;
  tabs?: Record<string, string>;
};

const SIGNED_IN_PRELOADS_FILE = "signed-in-preloads.json";

type Chunk = Rollup.OutputChunk;

/**
 * Writes signed-in-preloads.json: the lazy chunks a signed-in start waits for one after another (the query
 * app, the signed-in shell, then the path's page), each with its static imports and less what the HTML already
 * loads, so the Worker can list them as modulepreloads in the HTML of a signed-in navigation and the phone
 * fetches them all at once instead of in a chain of round trips. Of the later ones, those every page has (the toast
 * viewport) come first, then what the first screen opens, then a page's other parts: the browser fetches a few at a
 * time, and a signal lost while a job page's twenty parts were coming in left its "Saved on this device" toast
 * unshown and its Edit job button dead.
 */
export function signedInPreloads(shell: string[], pages: SignedInPage[], everyPageLater: string[] = []): Plugin {
  return {
    name: "wrappilot:signed-in-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === "chunk");
      const root = process.cwd();
      const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [relative(root, chunk.facadeModuleId!), chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Chunk[], skip: Set<string>) => {
        const files = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (files.has(chunk.fileName) || skip.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) visit(byFile.get(file)!);
        };
        start.forEach(visit);
        return files;
      };
      const chunkOf = (module: string) => {
        const chunk = byModule.get(module) ?? chunks.find((candidate) => candidate.moduleIds.some((id) => relative(root, id) === module));
        if (!chunk) throw new Error(`signed-in preloads: no chunk holds ${module}`);
        return chunk;
      };
      const lazyImportsOf = (module: string) => {
        const info = this.getModuleInfo(resolve(root, module));
        if (!info) throw new Error(`signed-in preloads: no module ${module}`);
        return info.dynamicallyImportedIds.map((id) => relative(root, id));
      };
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith("index.html"));
      if (!entry) throw new Error("signed-in preloads: no chunk for index.html");
      const loaded = closure([entry], new Set());
      const shellFiles = closure(shell.map(chunkOf), loaded);
      const plan = {
        shell: [...shellFiles].map((file) => `/${file}`),
        pages: pages.map(({ path, modules, later = [], parts, onlineOnly = [], laterOnceShown = false, tabs = {} }) => {
          const urls = (files: Set<string>) => [...files].map((file) => `/${file}`);
          const page = closure(modules.map(chunkOf), new Set([...loaded, ...shellFiles]));
          const unloaded = Object.values(tabs).filter((module) => !parts || !lazyImportsOf(parts).includes(module));
          if (unloaded.length) throw new Error(`signed-in preloads: ${path}'s parts do not load the tabs ${unloaded.join(", ")}`);
          const tabClosures = Object.entries(tabs).map(([tab, module]) => [tab, closure([chunkOf(module)], new Set([...loaded, ...shellFiles, ...page]))] as const);
          const inEveryTab = (file: string) => tabClosures.every(([, files]) => files.has(file));
          const first = new Set([...page, ...[...(tabClosures[0]?.[1] ?? [])].filter(inEveryTab)]);
          const tabFiles = Object.fromEntries(tabClosures.map(([tab, files]) => [tab, urls(new Set([...files].filter((file) => !first.has(file))))]));
          const partModules = parts ? lazyImportsOf(parts).filter((module) => ![...modules, ...later, ...onlineOnly].includes(module)) : [];
          const everyPage = closure(everyPageLater.map(chunkOf), new Set([...loaded, ...shellFiles, ...first]));
          const rest = closure([...later, ...partModules].map(chunkOf), new Set([...loaded, ...shellFiles, ...first, ...everyPage]));
          if (laterOnceShown) return { path, files: urls(first), tabs: tabFiles, later: urls(everyPage), onceShown: urls(rest) };
          return { path, files: urls(first), tabs: tabFiles, later: [...urls(everyPage), ...urls(rest)] };
        }),
      };
      this.emitFile({ type: "asset", fileName: SIGNED_IN_PRELOADS_FILE, source: JSON.stringify(plan) });
    },
  };
}
