import { BrowserRouter, Route, Routes } from 'react-router';
import { MessagesProvider } from '../runtime/messages/messages-context';
import { LoginScreen } from '../screens/login/LoginScreen';
import { SessionGate } from './session/SessionGate';

export function App() {
  return (
    <BrowserRouter>
      <MessagesProvider>
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
          <Route path="/*" element={<SessionGate />} />
        </Routes>
      </MessagesProvider>
    </BrowserRouter>
  );
}
