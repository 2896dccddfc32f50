/**
 * Version check (spec §2, §4): outside /guidHome and /guidContract every navigation asks base/version; when it
 * differs from the stored version, store it and reload. The first visit only stores it: the page just loaded is
 * already the newest, and a reload would cost a second start for nothing.
 */
import { type QueryClient } from '@tanstack/react-query';
import { getStoredVersion, setStoredVersion } from './session';
import { reloadToLatest } from './reload';
import { versionQueryOptions } from '@/features/base/queries';

const SKIPPED = ['/guidhome', '/guidcontract'];

export function shouldCheckVersion(pathname: string): boolean {
  return !SKIPPED.includes(pathname.toLowerCase());
}

let inFlight: Promise<void> | null = null;

/** Resolves once the check is done; never throws (offline means "no news"). */
export function checkVersion(queryClient: QueryClient, reload: () => Promise<void> | void = reloadToLatest): Promise<void> {
  inFlight ??= (async () => {
    try {
      const { version } = await queryClient.fetchQuery(versionQueryOptions());
      const stored = getStoredVersion();
      if (stored === version) return;
      setStoredVersion(version);
      if (stored !== null) await reload();
    } catch {
      // Offline or server down: keep running the version we have.
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
