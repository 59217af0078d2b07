import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { Database } from '../../db/client';
import { backupOnce } from './backup-schedule';

/**
 * The embedded database belongs to the one process that opened it: `npm run data -- backup` asks the running
 * server to take the backup through this socket beside the database directory (`data/db.sock`). Who may write
 * the data directory may use it; nothing listens on the network.
 */
export const backupSocketOf = (pgliteDir: string) => `${pgliteDir.replace(/\/+$/, '')}.sock`;

export interface BackupRequest {
  file: string;
}

/** Listens for backup requests while the server runs on an embedded database; resolves with a close function. */
export async function listenForBackups(
  database: Database,
  options: { pgliteDir: string; uploadsDir: string },
): Promise<() => Promise<void>> {
  const socket = backupSocketOf(options.pgliteDir);
  // A socket file left by a process that was killed: nobody listens on it any more.
  if (existsSync(socket)) rmSync(socket);
  const server = http.createServer((request, response) => {
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/backup')
        return reply(404, { error: 'No such call' });
      const { file } = JSON.parse(text) as BackupRequest;
      backupOnce(database, { file, uploadsDir: options.uploadsDir }).then(
        (made) => (made ? reply(200, made) : reply(409, { error: 'A backup is already being taken' })),
        (error: unknown) => reply(500, { error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(socket, resolve));
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        rmSync(socket, { force: true });
        resolve();
      }),
    );
}

/** Asks the server running on this embedded database for a backup; undefined when no server answers. */
export function requestBackup(
  pgliteDir: string,
  file: string,
): Promise<{ status: number; body: Record<string, unknown> } | undefined> {
  const socketPath = backupSocketOf(pgliteDir);
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: '/backup', method: 'POST' }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 500, body: JSON.parse(text) as Record<string, unknown> }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      // The socket file of a server that is gone: nobody takes the call.
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(undefined) : reject(error),
    );
    request.end(JSON.stringify({ file } satisfies BackupRequest));
  });
}

/** Whether a server holds this embedded database now (its socket takes connections). */
export function serverHolds(pgliteDir: string): Promise<boolean> {
  const socketPath = backupSocketOf(pgliteDir);
  if (!existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const connection = net.connect(socketPath);
    connection.once('connect', () => {
      connection.destroy();
      resolve(true);
    });
    connection.once('error', () => resolve(false));
  });
}
