import { describeBackend } from './describe-backend';
import { firebaseHarness } from './firebase-world';

describeBackend('the Firebase adapter (Auth and Firestore emulators, firestore.rules)', firebaseHarness);
