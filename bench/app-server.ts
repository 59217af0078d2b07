// The app exactly as `npm start` runs it (apps/api/src/server.ts, loaded as is), under a command line of its
// own: on this shared machine other sessions stop their own servers by name (`apps/api/src/server.ts`), and
// twice that took a benchmark's server down mid-run. Started by bench/lighthouse.ts and bench/ssr.ts.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/benchmark';

await import(pathToFileURL(path.join(repoRoot, 'apps/api/src/server.ts')).href);
