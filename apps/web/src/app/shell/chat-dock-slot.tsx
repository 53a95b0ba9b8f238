import { lazy, Suspense } from 'react';
import { useMatch } from 'react-router';

/** The chat's own chunk, fetched the first time a bet page shows, so that page does not grow. */
const ChatDock = lazy(() => import('../../features/chat/chat-dock.tsx'));

/**
 * The chat beside the bet page (issue #22): a panel on a desktop, a button to /Chat on a phone.
 * The shell places it, since features do not import each other; it floats at the page's side.
 */
export function ChatDockSlot() {
  const onBetPage = useMatch('/Bet/:id');
  if (!onBetPage) return null;
  return (
    <Suspense fallback={null}>
      <ChatDock />
    </Suspense>
  );
}
