/**
 * Every key the console keeps in localStorage. Prefixed: the console shares its origin (and so
 * its storage) with the player site, whose keys (`session`, `language`) must not be read here.
 */
export const storageKeys = {
  session: 'admin.session',
  language: 'admin.language',
  /** sessionStorage: an activity form's unsaved values, per draft (sections/activities). */
  activityDraft: 'admin.activity-draft',
} as const;
