/** The path of the last page that passed its guard: the "from" of the next navigation. */
let lastPath: string | null = null;

export const navigationHistory = {
  lastPath: () => lastPath,
  record(path: string) {
    lastPath = path;
  },
};
