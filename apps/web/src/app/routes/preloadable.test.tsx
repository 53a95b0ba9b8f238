import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.tsx';

function deferredModule() {
  let resolve: () => void = () => undefined;
  const loaded = new Promise<{ default: () => React.JSX.Element }>((done) => {
    resolve = () => done({ default: Counter });
  });
  return { load: () => loaded, resolve };
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      count {count}
    </button>
  );
}

afterEach(cleanup);

const inSuspense = (Component: React.ComponentType) => (
  <Suspense fallback={<p>loading</p>}>
    <Component />
  </Suspense>
);

describe('a component loaded on demand', () => {
  it('renders at its first render, without the fallback, once preloaded', async () => {
    const module = deferredModule();
    const Screen = preloadable(module.load);
    const preloaded = Screen.preload();
    module.resolve();
    await preloaded;
    render(inSuspense(Screen));
    expect(screen.getByRole('button', { name: 'count 0' })).not.toBeNull();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback until it arrives when not preloaded, and keeps its state after', async () => {
    const module = deferredModule();
    const Screen = preloadable(module.load);
    const { rerender } = render(inSuspense(Screen));
    expect(screen.getByText('loading')).not.toBeNull();
    await act(async () => module.resolve());
    const button = await screen.findByRole('button', { name: 'count 0' });
    act(() => button.click());
    rerender(inSuspense(Screen));
    expect(screen.getByRole('button', { name: 'count 1' })).not.toBeNull();
  });

  it('resolves its preload when the load fails: the first render waits for no failed chunk', async () => {
    const Screen = preloadable(() => Promise.reject(new Error('chunk failed')));
    await expect(Screen.preload()).resolves.toBeUndefined();
  });
});
