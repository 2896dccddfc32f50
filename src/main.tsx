/**
 * Start-up order matters: keep the install prompt event and the ?ntoken before anything renders, restore the
 * persisted query cache, then mount the router. The service worker registers after the page has loaded.
 */
import './lib/zod-no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { isPublicPath } from '@common/nav';
import { system } from './theme';
import { createAppRouter } from './router';
import { createQueryClient, startQueryPersistence } from './lib/query-client';
import { consumeUrlToken, getToken } from './lib/session';
import { setState } from './lib/store';
import { onApiEvent } from './lib/api-client';
import { needsLogin } from './lib/auth-rules';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { cachedBrand } from './features/base/queries';
import { dropSession } from './features/auth/session-flow';
import { openLoginDialog } from './features/auth/login-gate';
import { installVipGate } from './features/accounts/vip-gate';

captureInstallPrompt();
if (consumeUrlToken()) setState({ token: getToken() });
// spec §2: landing status is true when a public path is opened directly.
setState({ landingStatus: isPublicPath(window.location.pathname) });

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

onApiEvent((e) => {
  if (e.type !== 'forced-logout') return;
  dropSession(queryClient);
  // On a protected page the route guard sends the user to log in and back; elsewhere open the dialog in place.
  if (needsLogin(window.location.pathname, cachedBrand(queryClient))) void router.invalidate();
  else openLoginDialog();
});
// spec §4: a call answered 10014 opens the VIP dialog for a personal user, whichever module sent it.
installVipGate(queryClient);

// After a deployment an open page may ask for a chunk that no longer exists: reload once into the new build.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'lawdesk-preload-reload';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  event.preventDefault();
  window.location.reload();
});

await startQueryPersistence(queryClient);
// The offline runtime (Dexie user scope, worker heartbeats, sync news) is its own chunk, fetched beside the first paint.
void import('./lib/offline/runtime').then((m) => m.startOfflineRuntime(queryClient));
// The server-seen IP, the environment and the embedding host's allowed origins (issue 13): own chunk, after paint.
void import('./features/home/client-settings').then((m) => m.startClientSettings(queryClient));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);

if (import.meta.env.PROD) {
  const register = () => void import('./lib/pwa/register-sw').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
