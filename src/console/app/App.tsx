import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { MessagesProvider } from '../runtime/messages/messages-context';
import { UnsavedChangesProvider } from '../runtime/unsaved/UnsavedChangesProvider';
import { loginRoute } from '../screens/login/routes';
import { NavigationGuard } from './routing/NavigationGuard';
import { createConsoleQueryClient } from './session/frame-queries';
import { SessionGate } from './session/SessionGate';

/** What every route shares: messages, and the unsaved-changes guard that navigations consult. */
function Root() {
  return (
    <MessagesProvider>
      <UnsavedChangesProvider>
        <NavigationGuard />
        <Outlet />
      </UnsavedChangesProvider>
    </MessagesProvider>
  );
}

// A data router: its useBlocker lets a navigation (a link, the header search, Back) wait for an answer.
const createConsoleRouter = () =>
  createBrowserRouter([
    {
      element: <Root />,
      children: [
        { path: loginRoute.route, element: <loginRoute.Screen /> },
        { path: '/*', element: <SessionGate /> },
      ],
    },
  ]);

export function App() {
  const [queryClient] = useState(createConsoleQueryClient);
  const [router] = useState(createConsoleRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
