import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { PageLoader } from '@/components/ui/page-loader';
import { theme } from '@/config/theme';
import { AuthListener } from '@/features/auth/components/auth-listener';
import { makeStore } from '@/stores/store';

export function AppProvider({ children }: { children: ReactNode }) {
  const [{ store, persistor }] = useState(() => {
    const appStore = makeStore();
    return { store: appStore, persistor: persistStore(appStore) };
  });

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ReduxProvider store={store}>
        <PersistGate loading={<PageLoader />} persistor={persistor}>
          <AuthListener />
          {children}
        </PersistGate>
      </ReduxProvider>
    </ThemeProvider>
  );
}
