import { describeBackend } from './describe-backend';
import { localHarness } from './local-world';

describeBackend('the local adapter (fake IndexedDB)', localHarness);
