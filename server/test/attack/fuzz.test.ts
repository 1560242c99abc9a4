/** Fuzzing, the first half of the routes (support/fuzz/suite.ts). */
import { fuzzShard } from '../support/fuzz/suite';

fuzzShard(1, 2);
