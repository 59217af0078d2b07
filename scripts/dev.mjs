// `npm run dev`: the API (restarting on change) and Vite's dev server (hot reload, proxying the API) together.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
// Links in emails point at the page the developer uses: Vite's (first), or the API's own.
const allowedHosts = ['localhost:5173', '127.0.0.1:5173', `localhost:${port}`, `127.0.0.1:${port}`];
const children = [
  spawn('node', ['--watch', '--import', 'tsx', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, ALLOWED_HOSTS: process.env.ALLOWED_HOSTS ?? allowedHosts.join(',') },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@storefront/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
console.log('\nAPI on http://localhost:3000, web app with reload on http://localhost:5173\n');
