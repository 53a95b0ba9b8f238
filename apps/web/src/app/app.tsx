import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { TAppRouter } from './router.tsx';
import { queryClient } from './query-client.ts';

export function App({ router }: { router: TAppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
