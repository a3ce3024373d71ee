import 'server-only';
import { readEnv } from './env.mjs';

/** Read and validated once per server process; next.config.mjs has already refused bad values at start. */
export const config = readEnv();
