import './lib/zod-jitless';
import '@fontsource-variable/oswald/wght.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// As transitions (here and in the rehydration gate), React renders the app in short slices that let
// the browser breathe instead of long tasks; on `/` index.html's static shell is on screen meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
