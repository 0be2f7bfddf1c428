import type { Server } from 'node:http';
export declare function serveApp(opts: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  config?: Record<string, unknown>;
  registryUrl?: string;
}): Promise<Server>;
