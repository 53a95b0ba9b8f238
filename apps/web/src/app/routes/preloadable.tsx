import { lazy, useState, type ComponentType } from 'react';

export type TPreloadable = ComponentType & {
  /**
   * Starts loading the component before React first renders it (the first screen of a visit);
   * resolves once it is here or its load failed (rendering it then shows why).
   */
  preload(): Promise<void>;
};

/**
 * A component loaded on demand, rendered at once where its module is already here. React's lazy()
 * suspends at its first render even when the import has resolved, and then holds the content
 * back until 300 ms after its fallback showed: on the first screen of a visit, the shell waited
 * so and then the screen in it, 600 ms in all after their chunks had arrived, with the loading
 * overlay on screen and the page's other requests going out meanwhile.
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): TPreloadable {
  let loaded: ComponentType | null = null;
  // Called by lazy() and by preload(): a second import() of a module shares the first's request.
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function Preloadable() {
    // Chosen at mount: turning from Lazy to the loaded component later would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Preloadable, {
    preload: () =>
      loadAndKeep().then(
        () => undefined,
        () => undefined,
      ),
  });
}
