export * from './dialog.tsx';
export * from './local-store.ts';
