import { expect, it } from 'vitest';
import { create, resetRecordedStores } from './recorded-zustand.ts';

it('puts every store made, in either form of create, back to the state it was made with', () => {
  const counter = create<{ count: number; add(): void }>((set) => ({
    count: 0,
    add: () => set((state) => ({ count: state.count + 1 })),
  }));
  const named = create<{ name: string | null }>()(() => ({ name: null }));
  counter.getState().add();
  named.setState({ name: 'left by the file before' });
  resetRecordedStores();
  expect(counter.getState().count).toBe(0);
  expect(named.getState().name).toBeNull();
  counter.getState().add();
  expect(counter.getState().count).toBe(1);
});
