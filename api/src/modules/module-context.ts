import type { AppDeps } from '../app-deps.ts';
import type { AppSocketServer } from '../platform/realtime/socket-server.ts';

/** What every module's routes receive. */
export interface ModuleContext extends AppDeps {
  io: AppSocketServer;
}
