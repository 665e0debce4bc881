/**
 * The backend contract: what the port (src/backend/types.ts) promises, written once and run against
 * each adapter — the local one in the 'unit' project (fake IndexedDB), the Firebase one in the
 * 'contract' project (Auth and Firestore emulators, the real firestore.rules; `npm run test:contract`).
 *
 * Cases assert the error code the port documents and, where users read it, the French text the
 * features' catalogues give for it: one code, one text, whichever backend answered.
 *
 * Files: the contract covers the upload record, who may attach which file, once, taking
 * attachments out, and files.remove — locally the adapter decides; on Firebase the real server
 * function (api/deleteFile.ts) runs in-process against the same emulators, only Cloudinary's destroy
 * call stood in for (firebase-world.ts). How a file reaches the adapter stays each adapter's own:
 * the Cloudinary widget and the request it sends (src/backend/firebase/files.test.ts).
 *
 * New port methods get contract cases here, not per-adapter tests.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { accountDeletionContract } from './cases/account-deletion';
import { authContract } from './cases/auth';
import { conversationsContract } from './cases/conversations';
import { emailVerificationContract } from './cases/email-verification';
import { familiesContract } from './cases/families';
import { filesContract } from './cases/files';
import { followingContract } from './cases/following';
import { governanceContract } from './cases/governance';
import { governanceListsContract } from './cases/governance-lists';
import { messagesContract } from './cases/messages';
import { minorsContract } from './cases/minors';
import { namesContract } from './cases/names';
import { pagingContract } from './cases/paging';
import { passwordResetContract } from './cases/password-reset';
import { photosContract } from './cases/photos';
import { questionsContract } from './cases/questions';
import { repliesContract } from './cases/replies';
import { reportsContract } from './cases/reports';
import { seancesContract } from './cases/seances';
import { signedOutContract } from './cases/signed-out';
import { usersContract } from './cases/users';
import type { ContractHarness } from './world';

export function describeBackend(name: string, makeHarness: () => ContractHarness): void {
  const harness = makeHarness();
  if (harness.skipReason) {
    if (process.env.CI) throw new Error(harness.skipReason);
    console.warn(harness.skipReason);
  }
  describe.skipIf(harness.skipReason !== '')(`the backend contract, on ${name}`, () => {
    beforeAll(() => harness.setup());
    beforeEach(() => harness.reset());
    afterEach(() => harness.cleanUp());
    afterAll(() => harness.teardown());

    const { world } = harness;
    authContract(world);
    namesContract(world);
    passwordResetContract(world);
    emailVerificationContract(world);
    usersContract(world);
    accountDeletionContract(world);
    messagesContract(world);
    conversationsContract(world);
    questionsContract(world);
    minorsContract(world);
    pagingContract(world);
    repliesContract(world);
    seancesContract(world);
    familiesContract(world);
    followingContract(world);
    filesContract(world);
    photosContract(world);
    reportsContract(world);
    governanceContract(world);
    governanceListsContract(world);
    signedOutContract(world);
  });
}
