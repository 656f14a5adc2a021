/** Setup file of the projects whose tests start processes: whatever a test file started dies with it, even after a timeout. */
import { afterAll } from 'vitest';
import { killOwnedProcesses } from './owned-processes';

afterAll(() => killOwnedProcesses());
