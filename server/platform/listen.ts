import type { Server } from 'node:http';

/** A start-up failure the operator can fix; the process prints its message alone, without a stack. */
export class StartupError extends Error {}

/**
 * Listens on `port` of `host`. A taken or forbidden port or an address the machine lacks becomes a
 * StartupError naming the setting to change (`variable`), instead of a stack trace from whatever
 * runs next without a socket.
 */
export function listen(server: Server, port: number, host: string, variable = 'PORT'): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (err: NodeJS.ErrnoException) => {
      server.off('listening', listening);
      reject(startupError(err, port, host, variable));
    };
    const listening = () => {
      server.off('error', failed);
      resolve();
    };
    server.once('error', failed);
    server.once('listening', listening);
    server.listen(port, host);
  });
}

function startupError(err: NodeJS.ErrnoException, port: number, host: string, variable: string): Error {
  switch (err.code) {
    case 'EADDRINUSE':
      return new StartupError(`Port ${port} is already in use: stop the other process or set ${variable}`);
    case 'EACCES':
      return new StartupError(`Port ${port} needs privileges this process does not have: use a port above 1023 or set ${variable}`);
    case 'EADDRNOTAVAIL':
      return new StartupError(`Address ${host} does not belong to this machine: set HOST (0.0.0.0 listens on every address)`);
    default:
      return err;
  }
}
