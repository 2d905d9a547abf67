import net from 'node:net';

/** Whether something already listens on the port on this machine's loopback (IPv4). */
export function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(false)));
  });
}
