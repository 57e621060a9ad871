import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { persistStore, type Persistor } from 'redux-persist';
import { PageLoader } from '@/components/ui/page-loader';
import { theme } from '@/config/theme';
import { AuthListener } from '@/features/auth/components/auth-listener';
import { makeStore } from '@/stores/store';

/**
 * redux-persist's PersistGate, with one difference: the app appears as a transition, so React renders
 * the whole page in short slices instead of one long task that blocks the main thread.
 */
function RehydrationGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const [ready, setReady] = useState(() => persistor.getState().bootstrapped);
  useEffect(() => {
    const check = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setReady(true));
    };
    const unsubscribe = persistor.subscribe(check);
    check();
    return unsubscribe;
  }, [persistor]);
  return ready ? children : <PageLoader />;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [{ store, persistor }] = useState(() => {
    const appStore = makeStore();
    return { store: appStore, persistor: persistStore(appStore) };
  });

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ReduxProvider store={store}>
        <RehydrationGate persistor={persistor}>
          <AuthListener />
          {children}
        </RehydrationGate>
      </ReduxProvider>
    </ThemeProvider>
  );
}
