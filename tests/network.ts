/** Which addresses of this machine answer on a port: for tests that prove a server stays local. */
import {connect} from 'node:net';
import {networkInterfaces} from 'node:os';

/**
 * Addresses other than 127.0.0.1 that a server listening on every interface would answer on: the
 * machine's network addresses, and 127.0.0.2 (on Linux all of 127/8 reaches the machine, so it works
 * offline too).
 */
export function nonLoopbackAddresses(): string[] {
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry!.address);
  return [...external, ...(process.platform === 'linux' ? ['127.0.0.2'] : [])];
}

/** True when a TCP connection to host:port opens. */
export function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({host, port, timeout: 2000});
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
