/**
 * Adds the signed-in app's messages to the catalogues. Imported by the signed-in app's entry
 * (src/app/AuthenticatedApp.tsx) and by the test setup.
 */
import { addMessages } from './index';
import { enGBSignedIn } from './locales/en-GB';
import { enUSSignedIn } from './locales/en-US.signed-in';

addMessages('en-US', enUSSignedIn);
addMessages('en-GB', enGBSignedIn(enUSSignedIn));
