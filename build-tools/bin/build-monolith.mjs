#!/usr/bin/env node
// `npm run build:monolith`: the host with every remote compiled in, to host/monolith/dist
// (docs/adr/039). Measurement only: the bench compares the federated portal against it.
import { buildMonolith } from '../src/monolith/build.mjs';

await buildMonolith();
