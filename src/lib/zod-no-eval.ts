/**
 * Zod 4 probes `new Function('')` once to decide whether to compile fast parsers; under the app's CSP (no
 * 'unsafe-eval', decision 172) the probe is refused and reported as a CSP violation even though Zod falls back.
 * jitless skips the probe. Imported first by main.tsx, before anything parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
