/**
 * `npm start`: builds the web app when dist/ is missing or older than its sources, then runs
 * the server in this same process (one process, so a signal reaches the server directly).
 */
import { start } from '../server/src/main';

import { buildIfStale } from './buildIfStale';

buildIfStale();
void start(process.env);
