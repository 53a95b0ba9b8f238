import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type Mock,
  type MockInstance,
} from 'vitest';
import { saveBetOption, type TSaveBetOptionDeps } from './save-bet-option.ts';

function stubFetch(answer: () => { status: number; body: unknown }) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET' });
      const { status, body } = answer();
      return { ok: status < 400, status, text: async () => JSON.stringify(body) };
    }),
  );
  return calls;
}

describe('saveBetOption', () => {
  let deps: {
    setLocal: Mock<TSaveBetOptionDeps['setLocal']>;
    onAlertSaved: Mock<TSaveBetOptionDeps['onAlertSaved']>;
  };
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    deps = { setLocal: vi.fn(), onAlertSaved: vi.fn() };
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  it.each([
    ['sealIssueAlert', 'SetFengDanAlert'],
    ['drawAlert', 'SetDrawAlert'],
    ['winningAlert', 'SetWinningAlert'],
  ] as const)('%s sends the negation of the wanted state to %s', async (key, operation) => {
    const calls = stubFetch(() => ({ status: 200, body: { State: true } }));
    expect(await saveBetOption(key, false, deps)).toBe(true);
    expect(await saveBetOption(key, true, deps)).toBe(true);
    expect(calls).toEqual([
      { url: `/api/AccountCenter/${operation}/true`, method: 'POST' },
      { url: `/api/AccountCenter/${operation}/false`, method: 'POST' },
    ]);
    expect(deps.setLocal.mock.calls).toEqual([
      [key, false],
      [key, true],
    ]);
    expect(deps.onAlertSaved.mock.calls).toEqual([
      [key, false],
      [key, true],
    ]);
  });

  it('changes nothing when the server answers State false, and logs it', async () => {
    stubFetch(() => ({ status: 200, body: { State: false } }));
    expect(await saveBetOption('drawAlert', false, deps)).toBe(false);
    expect(deps.setLocal).not.toHaveBeenCalled();
    expect(deps.onAlertSaved).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed call', async () => {
    stubFetch(() => ({ status: 500, body: { Code: 1000 } }));
    await expect(saveBetOption('winningAlert', true, deps)).resolves.toBe(false);
    expect(deps.setLocal).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps local-only options off the server', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { State: true } }));
    expect(await saveBetOption('scratchDraw', true, deps)).toBe(true);
    expect(calls).toEqual([]);
    expect(deps.setLocal).toHaveBeenCalledWith('scratchDraw', true);
    expect(deps.onAlertSaved).not.toHaveBeenCalled();
  });
});
