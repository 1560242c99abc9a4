/** Fuzzing, the second half of the routes (support/fuzz/suite.ts). */
import { fuzzShard } from '../support/fuzz/suite';

fuzzShard(2, 2);
