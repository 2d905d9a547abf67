import type { Router } from 'express';
import { authRoutes } from './auth/auth.routes.ts';
import type { ModuleContext } from './module-context.ts';

/** Mounts every business module under /api. One line per module. */
export function mountApiModules(api: Router, ctx: ModuleContext): void {
  api.use('/auth', authRoutes(ctx));
}
