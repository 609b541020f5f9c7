import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { isFramed, reloadTopWindow } from './app/frame-busting';
import { registerScreenParts } from './screens/parts';
import './styles/console.css';

// Inside someone's frame the console never renders; the top window loads the app root instead.
if (isFramed()) {
  reloadTopWindow();
} else {
  registerScreenParts();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
