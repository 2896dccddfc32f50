/**
 * The VIP gate: whichever module's call the server answers with 10014 (no quota left, spec §4 NOT_QUOTA), a
 * personal user gets the VIP dialog. An enterprise member gets only the server's message (spec §5: shown "unless
 * user is personal"), which the api client has already toasted. Kept tiny for the first load: the balance call
 * that tells the two apart is loaded only when a 10014 arrives.
 */
import { type QueryClient } from '@tanstack/react-query';
import { onApiEvent } from '@/lib/api-client';
import { getState, openVipDialog } from '@/lib/store';

/** Starts listening; returns the function that stops. */
export function installVipGate(queryClient: QueryClient): () => void {
  return onApiEvent((e) => {
    if (e.type !== 'limit' || !getState().token || getState().vipDialog.open) return;
    void import('./queries')
      .then(({ balanceQueryOptions }) => queryClient.fetchQuery(balanceQueryOptions()))
      .then((balance) => {
        if (balance.account_type === 'person') openVipDialog('NOT_QUOTA');
      })
      .catch(() => {
        // The balance could not be read: the toast with the server's message has already told the user.
      });
  });
}
