/**
 * One api process of the scale-out test (two-instances.test.ts): the api as `npm start`
 * builds it from the environment (DATABASE_URL, PORT...), its job queue tuned so that a job
 * held by a killed process is handed out again within seconds rather than minutes.
 */
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

const config = loadConfig();
const app = await buildApp(config, { jobs: { expireInSeconds: 3, maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 } } /* two-instances.test.ts: JOB_EXPIRY_SECONDS */);
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log(`listening ${config.port}`);
