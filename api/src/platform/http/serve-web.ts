import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { repoRoot } from '../paths.ts';

export const defaultWebDist = path.join(repoRoot, 'web', 'dist');

/** Serves the built SPA: hashed assets cached for a year, every other GET falls back to index.html. */
export function serveWeb(app: Express, deps: AppDeps): void {
  const dist = deps.config.webDistDir ? path.resolve(repoRoot, deps.config.webDistDir) : defaultWebDist;
  const index = path.join(dist, 'index.html');
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get(/^\/(?!api\/|socket\.io\/).*/, (_req, res, next) => {
    if (!fs.existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
