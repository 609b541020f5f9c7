import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { MessagesProvider } from '../runtime/messages/messages-context';
import { LoginScreen } from '../screens/login/LoginScreen';
import { createConsoleQueryClient } from './session/frame-queries';
import { SessionGate } from './session/SessionGate';

export function App() {
  const [queryClient] = useState(createConsoleQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <MessagesProvider>
          <Routes>
            <Route path="/login" element={<LoginScreen />} />
            <Route path="/*" element={<SessionGate />} />
          </Routes>
        </MessagesProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
