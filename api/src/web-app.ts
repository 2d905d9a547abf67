/**
 * The web as the api serves it (decision 082): React Router's request handler of the web's server
 * build, or in `npm run dev` of Vite's dev server running in this process. Part of the composition
 * root: no module of the api imports web code; app.ts is handed what this returns.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { AppConfig } from './config.ts';
import type { WebLoadContext } from './contracts/web-context.ts';
import type { WebApp } from './platform/http/serve-web.ts';
import { repoRoot } from './platform/paths.ts';

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

function handlerOf(build: BuildSource, mode: string): WebApp['handle'] {
  const handler = createRequestHandler({
    build,
    mode,
    // The web declares AppLoadContext as WebLoadContext (web/src/app/load-context.d.ts).
    getLoadContext: (_req, res) => res.locals.webContext as WebLoadContext as unknown as AppLoadContext,
  });
  return (req, res, next, context) => {
    res.locals.webContext = context;
    void handler(req, res, next);
  };
}

/** The built web (web/build), or undefined when it has not been built: the api then answers /api only. */
export async function loadWebApp(config: AppConfig): Promise<WebApp | undefined> {
  const webDir = path.join(repoRoot, 'web');
  const mode = config.production ? 'production' : 'development';
  if (config.webDev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    return { devMiddleware: vite.middlewares, handle: handlerOf(build, mode) };
  }
  const buildDir = config.webBuildDir ? path.resolve(repoRoot, config.webBuildDir) : path.join(webDir, 'build');
  const serverFile = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverFile)) return undefined;
  const build = (await import(pathToFileURL(serverFile).href)) as ServerBuild;
  return { clientDir: path.join(buildDir, 'client'), handle: handlerOf(build, mode) };
}
