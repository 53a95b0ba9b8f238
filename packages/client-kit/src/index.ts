export * from './dialog.tsx';
export * from './local-store.ts';
export * from './hub/follow-hub.ts';
export * from './hub/hub-link.ts';
export * from './hub/hub-refusal.ts';
export * from './hub/parsed-handler.ts';
export * from './hub/use-hub-session.ts';
