import type { Server } from 'node:http';
export declare function serveApp(opts: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  config?: Record<string, unknown>;
  registryUrl?: string;
  /** Where the remotes' page snapshots come from (docs/adr/050). */
  snapshots?: { pageFor(registry: unknown, pathname: string): Promise<{ html: string; css: string } | null> };
}): Promise<Server>;
