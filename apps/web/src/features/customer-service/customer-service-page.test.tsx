import type { TServiceInitialData, TServiceSession } from '@lottery/contracts';
import type * as SignalR from '@microsoft/signalr';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../shared/realtime/current-hub.ts';
import { fakeHubClient } from '../../shared/realtime/testing/fake-hub-client.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import CustomerServicePage from './customer-service-page.tsx';

/** Connections the page builds with the official client: only a visitor's may be one. */
const official = vi.hoisted(() => ({
  builds: 0,
  answer: (_method: string): unknown => undefined,
}));
vi.mock('@microsoft/signalr', async (importOriginal) => {
  const actual = await importOriginal<typeof SignalR>();
  class HubConnectionBuilder {
    withUrl() {
      return this;
    }
    withAutomaticReconnect() {
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      official.builds += 1;
      return {
        start: async () => undefined,
        stop: async () => undefined,
        onclose: () => undefined,
        onreconnecting: () => undefined,
        onreconnected: () => undefined,
        on: () => undefined,
        off: () => undefined,
        invoke: async (method: string) => official.answer(method),
      };
    }
  }
  return { ...actual, HubConnectionBuilder };
});

const waiting: TServiceSession = {
  Id: 7,
  State: 'waiting',
  Position: 3,
  OperatorName: null,
  RequestedAt: 1_780_000_000_000,
  FinishedAt: null,
  Rating: null,
  Messages: [],
};
const initial = (session: TServiceSession | null): TServiceInitialData => ({
  ServerTime: 1_780_000_000_000,
  Session: session,
});

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  official.builds = 0;
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  useSessionStore.setState({ session: null });
});

/** A logged-in player at /ChatAnonymity, the shell's hub answering as given. */
function renderForPlayer(answers: Parameters<typeof fakeHubClient>[0]) {
  useSessionStore.setState({
    session: {
      accessToken: 'token',
      isAgent: false,
      userName: 'lucky1',
      nickName: 'Lucky',
      expiresAt: Date.now() + 3_600_000,
      loginType: 0,
      isBetVerified: false,
    },
  });
  const fake = fakeHubClient({ GetCustomerServiceSession: () => initial(waiting), ...answers });
  setCurrentHub(fake.hub);
  render(
    <MemoryRouter>
      <CustomerServicePage />
    </MemoryRouter>,
  );
  return fake;
}

const status = () => screen.getAllByRole('status').map((element) => element.textContent);

describe('customer service in the player app', () => {
  it("goes over the shell's hub for a logged-in player, and loads again after its reconnection", async () => {
    const fake = renderForPlayer({});
    await screen.findByText('You are in the queue: 2 ahead of you');
    expect(official.builds).toBe(0);
    fake.setConnected(false);
    await screen.findByText('Connection lost, reconnecting…');
    fake.setConnected(true);
    await vi.waitFor(() => expect(fake.callsOf('GetCustomerServiceSession')).toHaveLength(2));
    await screen.findByText('You are in the queue: 2 ahead of you');
    expect(official.builds).toBe(0);
  });

  it('stops waiting once the asker confirms, and offers to ask again', async () => {
    const fake = renderForPlayer({
      CancelCustomerServiceWaiting: () => ({ SessionId: 7, At: 1_780_000_060_000 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop waiting' }));
    let dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep waiting' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fake.callsOf('CancelCustomerServiceWaiting')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Stop waiting' }));
    dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop waiting' }));
    await screen.findByText('You stopped waiting');
    expect(fake.callsOf('CancelCustomerServiceWaiting')).toEqual([{ SessionId: 7 }]);
    expect(screen.getByRole('button', { name: 'Contact customer service again' })).toBeTruthy();
    // Nothing to rate, nothing to write.
    expect(screen.queryByRole('button', { name: 'Submit rating' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows the refusal when the session was taken meanwhile', async () => {
    renderForPlayer({
      CancelCustomerServiceWaiting: () => {
        throw new Error(
          `An unexpected error occurred invoking 'CancelCustomerServiceWaiting' on the server. HubException: ${JSON.stringify({ Code: 8862, Message: 'No longer waiting' })}`,
        );
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop waiting' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stop waiting' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('No longer waiting');
  });

  it('changes nothing for an event that does not parse', async () => {
    const fake = renderForPlayer({});
    await screen.findByText('You are in the queue: 2 ahead of you');
    fake.emit('CustomerServiceQueuePosition', { SessionId: 7, Position: 'first' });
    fake.emit('CustomerServiceQueuePosition', { SessionId: 7 });
    fake.emit('StartCustomerServiceServing', { SessionId: 7, At: 5 });
    fake.emit('CustomerServiceWaitingCancelled', { SessionId: '7', At: 5 });
    fake.emit('ReceiveCustomerServiceMessage', { Id: 1, SessionId: 7, Body: 'no sender' });
    fake.emit('FinishCustomerServiceServing', null);
    expect(status()).toContain('You are in the queue: 2 ahead of you');
    expect(screen.queryByText('no sender')).toBeNull();
    // The same event with its contract's payload is followed.
    fake.emit('CustomerServiceQueuePosition', { SessionId: 7, Position: 1 });
    await screen.findByText('You are next: an operator will be with you shortly');
  });

  it('opens a connection of its own for a visitor, not the shell hub', async () => {
    const shell = fakeHubClient({});
    setCurrentHub(shell.hub);
    official.answer = (method) =>
      method === 'GetInitialDataAnonymity' ? initial(null) : Promise.reject(new Error(method));
    render(
      <MemoryRouter>
        <CustomerServicePage />
      </MemoryRouter>,
    );
    await screen.findByRole('button', { name: 'Contact customer service' });
    expect(official.builds).toBe(1);
    expect(shell.invoke).not.toHaveBeenCalled();
  });
});
