import type { AppDeps } from '../app-deps.ts';
import type { Publish } from '../platform/realtime/realtime-backend.ts';
import type { AppSocketServer } from '../platform/realtime/socket-server.ts';
import type { Services } from './services.ts';

/** What every module's routes receive. */
export interface ModuleContext extends AppDeps {
  /** Live events to a room; what services are given. */
  publish: Publish;
  /** The server itself, for the routes that drop sockets (revocations); never handed to a service. */
  io: AppSocketServer;
  /** The shared services, built once (modules/services.ts). */
  services: Services;
}
